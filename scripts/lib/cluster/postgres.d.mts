export interface RunningPostgres {
  label: string
  url: string
  port: number
  pid: number
  stop(): Promise<void>
}
/** A throwaway PostgreSQL server of Debian's packages on a free port, its data in `dir`. */
export function startPostgres(dir: string): Promise<RunningPostgres>
