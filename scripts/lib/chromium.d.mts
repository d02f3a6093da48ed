import type { Browser } from 'playwright-core'

export const chromiumPath: string
export const chromiumArgs: string[]
export function launchChromium(): Promise<Browser>
