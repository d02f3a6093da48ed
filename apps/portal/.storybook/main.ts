import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/nextjs-vite'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

const config: StorybookConfig = {
  stories: ['../components/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/nextjs-vite',
    options: { nextConfigPath: path('../next.config.ts') },
  },
  core: { disableTelemetry: true },
  // Bank logos at the portal's asset-proxy paths of the story locales.
  staticDirs: [
    { from: './assets', to: '/de-de/assets' },
    { from: './assets', to: '/en-us/assets' },
  ],
  // Server components are async functions: rendered in the browser inside a Suspense boundary.
  features: { experimentalRSC: true },
  async viteFinal(viteConfig) {
    const aliases = viteConfig.resolve?.alias
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        // getTranslations & co. only exist on the server: translate from the same catalogues here.
        { find: /^next-intl\/server$/, replacement: path('./next-intl-server.ts') },
        ...(Array.isArray(aliases)
          ? aliases
          : Object.entries(aliases ?? {}).map(([find, replacement]) => ({ find, replacement }))),
      ],
    }
    return viteConfig
  },
}

export default config
