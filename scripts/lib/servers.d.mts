import type { ChildProcess } from 'node:child_process'

export const root: string
export function waitForUrl(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>
/** Spawns a server in its own process group; quiet keeps its last output in `recentOutput`. */
export function run(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; quiet?: boolean },
): ChildProcess & { recentOutput?: () => string }
/** The portal's revalidation webhook path. */
export const revalidationPath: string
export function startSandbox(options: {
  port: number
  dataDir?: string
  quiet?: boolean
  env?: Record<string, string>
  /** The portal the sandbox tells about changed offers (its revalidation webhook). */
  portalPort?: number
}): Promise<ChildProcess & { recentOutput?: () => string }>
export function startPortal(options: {
  port: number
  sandboxPort: number
  quiet?: boolean
  env?: Record<string, string>
  /** Called with the process as soon as it is spawned, before it answers. */
  onSpawn?: (child: ChildProcess) => void
}): Promise<ChildProcess & { recentOutput?: () => string }>
export function stop(child: ChildProcess | undefined): Promise<void>
