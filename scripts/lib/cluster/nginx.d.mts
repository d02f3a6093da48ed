import type { ChildProcess } from 'node:child_process'

export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string
/** nginx of Debian's packages on `port`, round robin over the portal instances on `upstreams`. */
export function startNginx(
  dir: string,
  options: { port: number; upstreams: number[] },
): Promise<{ label: string; child: ChildProcess; port: number; url: string; stop(): Promise<void> }>
