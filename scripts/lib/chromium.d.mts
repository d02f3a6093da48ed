import type { Browser } from 'playwright-core'

export const chromiumPath: string
export const testChromiumPath: string
export const chromiumArgs: string[]
export function launchChromium(options?: { full?: boolean }): Promise<Browser>
