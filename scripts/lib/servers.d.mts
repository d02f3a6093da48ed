import type { ChildProcess } from 'node:child_process'

export const root: string
export function waitForUrl(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>
export function startSandbox(options: {
  port: number
  dataDir?: string
  quiet?: boolean
  env?: Record<string, string>
}): Promise<ChildProcess & { recentOutput?: () => string }>
export function startPortal(options: {
  port: number
  sandboxPort: number
  quiet?: boolean
  env?: Record<string, string>
}): Promise<ChildProcess & { recentOutput?: () => string }>
export function stop(child: ChildProcess | undefined): Promise<void>
