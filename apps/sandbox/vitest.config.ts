import { defineConfig } from 'vitest/config'
import { testPasswordCost } from './src/test-support/test-password-cost'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-seed.ts', 'src/test-support/global-postgres.ts'],
    // the tests' password hash cost, in this process and in every sandbox a test starts
    setupFiles: ['src/test-support/setup-password-cost.ts'],
    env: { SANDBOX_PASSWORD_COST: String(testPasswordCost) },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Files share their worker's loaded modules (app, drizzle, PGlite): every file opens its own
    // database and no module keeps per-test state, and loading them again for each of the 49
    // files cost more than half the run (alone 127 s -> 73 s, 199 -> 133 CPU-s).
    isolate: false,
  },
})
