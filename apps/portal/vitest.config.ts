import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['{app,components,lib,i18n,messages}/**/*.test.{ts,tsx}', '*.test.ts'],
  },
})
