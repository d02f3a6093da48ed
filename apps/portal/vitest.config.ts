import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { storyTestBrowser } from '../../scripts/lib/story-test-browser.mjs'
import { unitTestProjects } from '../../scripts/lib/unit-test-isolation.mjs'

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

// Pre-bundled up front so Vite never re-optimises (and reloads) in the middle of a run
const browserDeps = [
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-label',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-tabs',
  'camelcase-keys',
  'class-variance-authority',
  'clsx',
  'i18n-iso-countries',
  'next-intl',
  'next/link',
  'next/navigation',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'recharts',
  'tailwind-merge',
  'xss',
  'zod',
  'zod/mini',
]

export default defineConfig({
  resolve: { alias: { '@': here('.') } },
  test: {
    projects: [
      // The files of a worker share their loaded modules: loading them again for each file was
      // three quarters of the unit tests' CPU (39 CPU-s against 14); the files that mock run
      // isolated (`unit-mocked`).
      ...unitTestProjects({
        root: here('.'),
        include: ['{app,components,lib,i18n,messages}/**/*.test.{ts,tsx}', '*.test.ts'],
      }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: here('.storybook') })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          // The story files of a worker share one page and its loaded modules: a fresh page per file
          // cost 133 CPU-s against 77. A story's unanswered server call is answered when the story
          // ends (.storybook/unanswered.ts): React held every later form action pending behind it.
          isolate: false,
          // Story files wait on the browser more than on the CPU: three pages at once took the
          // stories from 142 s to 111 s on the 2-core machine (the default is one page there).
          maxWorkers: 3,
          // after the unit projects: Vitest runs projects of different worker counts in groups
          sequence: { groupOrder: 1 },
          // 15 s by default: in CI, beside the builds, a story that loads a lazy chunk (the
          // prognosis chart) once took longer than that to render.
          testTimeout: 30_000,
          browser: storyTestBrowser,
        },
      },
    ],
  },
})
