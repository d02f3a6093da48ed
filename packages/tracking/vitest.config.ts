import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { unitTestProjects } from '../../scripts/lib/unit-test-isolation.mjs'

export default defineConfig({
  test: {
    // modules shared between files, except in the files that mock (5 -> 2 CPU-s)
    projects: unitTestProjects({
      root: fileURLToPath(new URL('.', import.meta.url)),
      include: ['src/**/*.test.ts'],
    }),
  },
})
