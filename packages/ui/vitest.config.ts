import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { storyTestBrowser } from '../../scripts/lib/story-test-browser.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Pre-bundled up front so Vite never re-optimises (and reloads) in the middle of a run
const browserDeps = [
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-label',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-tabs',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
]

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          browser: storyTestBrowser,
        },
      },
    ],
  },
})
