import path from 'node:path'
import { type CalendarDate, isCalendarDate } from '@portal/domain/money/calendar-date'
import { appDirectory } from './app-directory'
import { defaultPasswordCost } from './auth/password-hash'
import { type IdentityConfig, readIdentityConfig } from './identity/identity-config'

export interface SandboxConfig {
  port: number
  host: string
  /** Owned by one process: holds the lock file and PGlite's `pgdata/`. */
  dataDir: string
  identity: IdentityConfig
  /** SANDBOX_FAULT_INJECTION=1 turns on test-only fault controls (never in `npm start`). */
  faultInjection: boolean
  /** `DATABASE_URL`: run on this PostgreSQL database instead of PGlite in `dataDir`. */
  databaseUrl: string | undefined
  /**
   * Demo controls (sandbox clock, simulated incoming transfers, SMS outbox): on when the sandbox
   * listens only on a loopback address, as `npm start` and the tests run it; SANDBOX_DEMO_CONTROLS
   * =1 or =0 overrides. A deployed sandbox listens on a public address and gets none.
   */
  demoControls: boolean
  /** SANDBOX_CLOCK_START: the bank's date at the first start on a fresh database (today or later). */
  clockStart: CalendarDate | undefined
  /**
   * SANDBOX_PASSWORD_COST: scrypt's log2 N for the password hashes made (14 by default). Below 14
   * only with demo controls (a loopback sandbox): the test runs, which log in some hundred times.
   */
  passwordCost: number
}

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 8080)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`SANDBOX_PORT must be a TCP port, got ${env.SANDBOX_PORT}`)
  }
  const demoControls = readDemoControls(env.SANDBOX_DEMO_CONTROLS, env.SANDBOX_HOST ?? '127.0.0.1')
  return {
    port,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.SANDBOX_DATA_DIR ?? path.join(appDirectory, '.data')),
    identity: readIdentityConfig(env, port),
    faultInjection: env.SANDBOX_FAULT_INJECTION === '1',
    databaseUrl: env.DATABASE_URL || undefined,
    demoControls,
    clockStart: readClockStart(env.SANDBOX_CLOCK_START),
    passwordCost: readPasswordCost(env.SANDBOX_PASSWORD_COST, demoControls),
  }
}

export function pgDataDirOf(dataDir: string): string {
  return path.join(dataDir, 'pgdata')
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1'])

function readDemoControls(flag: string | undefined, host: string): boolean {
  if (flag === '1' || flag === '0') return flag === '1'
  return loopbackHosts.has(host)
}

function readClockStart(value: string | undefined): CalendarDate | undefined {
  if (value === undefined || value === '') return undefined
  if (!isCalendarDate(value)) {
    throw new Error(`SANDBOX_CLOCK_START must be a date such as 2026-11-30, got ${value}`)
  }
  return value
}

function readPasswordCost(value: string | undefined, demoControls: boolean): number {
  if (value === undefined || value === '') return defaultPasswordCost
  const cost = Number(value)
  const lowest = demoControls ? 10 : defaultPasswordCost
  if (!Number.isInteger(cost) || cost < lowest || cost > 20) {
    throw new Error(
      `SANDBOX_PASSWORD_COST must be a whole number from ${lowest} to 20 (log2 of scrypt's N), got ${value}`,
    )
  }
  return cost
}
