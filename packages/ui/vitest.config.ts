import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Pre-bundled up front so Vite never re-optimises (and reloads) in the middle of a run
const browserDeps = [
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-label',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-tabs',
  'axe-core',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
]

// Screenshots are compared pixel for pixel: text is rendered without hinting or sub-pixel
// colours, so the baselines depend on the bundled font and Chromium alone.
const screenshotArgs = ['--font-render-hinting=none', '--disable-lcd-text', '--hide-scrollbars']

/** Baselines are committed under visual/baselines; diffs of a failing run go to visual/diffs. */
function visualPath(folder: string) {
  return ({ arg, testFileName, testName }: Record<'arg' | 'testFileName' | 'testName', string>) =>
    path.join(
      dirname,
      'visual',
      folder,
      testFileName.replace(/\.stories\.tsx$/, ''),
      `${testName.replaceAll(' ', '-').toLowerCase()}-${arg}.png`,
    )
}

export default defineConfig({
  test: {
    // Story files wait on the browser (screenshots), not on the CPU: three pages at once took the
    // stories from 174 s to 128 s on the 2-core machine (the default is one page there).
    maxWorkers: 3,
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
          // 15 s by default: too short for a story and its two screenshots beside the CI builds.
          testTimeout: 30_000,
          setupFiles: './.storybook/visual-test.setup.ts',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: [...chromiumArgs, ...screenshotArgs],
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: visualPath('baselines'),
                resolveDiffPath: visualPath('diffs'),
              },
            },
          },
        },
      },
    ],
  },
})
