import type { ChildProcess } from 'node:child_process'

export interface RunningRedis {
  label: string
  child: ChildProcess
  port: number
  url: string
  stop(): Promise<void>
}

export function redisBinary(): string
/** A Redis server of Debian's packages on `port` (or a free one), its files in `dir`. */
export function startRedis(dir: string, options?: { port?: number }): Promise<RunningRedis>
