import type { BrowserConfigOptions } from 'vitest/node'

export const storyTestBrowser: BrowserConfigOptions
