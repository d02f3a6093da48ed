import { defineConfig } from 'vitest/config'

// End-to-end tests: one sandbox and one built portal for the whole run, driven by Debian chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // `expect.poll` waits 1 s by default: on the shared 2-core machine a server action (a
    // password hashed, a file checked) or a page's hydration took longer while other work ran,
    // and a poll failed on what a moment later was true.
    expect: { poll: { timeout: 10_000 } },
  },
})
