import { defineConfig } from 'vitest/config'

// End-to-end tests: one sandbox and one built portal for the whole run, driven by Debian chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
