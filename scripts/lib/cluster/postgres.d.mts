export interface RunningPostgres {
  label: string
  url: string
  port: number
  pid: number
  /** A new database, empty or a copy of `template` (which must have no open connection); its URL. */
  createDatabase(name: string, template?: string): string
  stop(): Promise<void>
}
/** A new database on the server of `serverUrl`, empty or a copy of `template`; its URL. */
export function createDatabase(serverUrl: string, name: string, template?: string): string
/** A throwaway PostgreSQL server of Debian's packages on a free port, its data in `dir`. */
export function startPostgres(
  dir: string,
  options?: { throwaway?: boolean },
): Promise<RunningPostgres>
