import { describe, expect, it } from 'vitest'
import { readSandboxConfig } from './config'

describe('readSandboxConfig', () => {
  it.each([
    [{}, true],
    [{ SANDBOX_HOST: 'localhost' }, true],
    [{ SANDBOX_HOST: '0.0.0.0' }, false],
    [{ SANDBOX_HOST: '0.0.0.0', SANDBOX_DEMO_CONTROLS: '1' }, true],
    [{ SANDBOX_DEMO_CONTROLS: '0' }, false],
    [{ SANDBOX_DEMO_CONTROLS: 'yes' }, true],
  ])('demo controls with %o: %s', (env, demoControls) => {
    expect(readSandboxConfig(env).demoControls).toBe(demoControls)
  })

  it.each([
    [{}, undefined],
    [{ DATABASE_URL: '' }, undefined],
    [{ DATABASE_URL: 'postgres://sandbox@db/sandbox' }, 'postgres://sandbox@db/sandbox'],
  ])('database URL with %o: %s', (env, databaseUrl) => {
    expect(readSandboxConfig(env).databaseUrl).toBe(databaseUrl)
  })

  it.each([
    [{}, undefined],
    [{ SANDBOX_CLOCK_START: '' }, undefined],
    [{ SANDBOX_CLOCK_START: '2026-11-30' }, '2026-11-30'],
  ])('clock start with %o: %s', (env, clockStart) => {
    expect(readSandboxConfig(env).clockStart).toBe(clockStart)
  })

  it.each(['30.11.2026', '2026-02-30', 'monday'])('refuses the clock start %s', (value) => {
    expect(() => readSandboxConfig({ SANDBOX_CLOCK_START: value })).toThrow(/SANDBOX_CLOCK_START/)
  })

  it.each([
    [{}, 14],
    [{ SANDBOX_PASSWORD_COST: '' }, 14],
    [{ SANDBOX_PASSWORD_COST: '10' }, 10],
    [{ SANDBOX_PASSWORD_COST: '16', SANDBOX_HOST: '0.0.0.0' }, 16],
  ])('password hash cost with %o: %s', (env, passwordCost) => {
    expect(readSandboxConfig(env).passwordCost).toBe(passwordCost)
  })

  it.each([
    [{ SANDBOX_PASSWORD_COST: '9' }],
    [{ SANDBOX_PASSWORD_COST: '21' }],
    [{ SANDBOX_PASSWORD_COST: '12.5' }],
    // a sandbox others reach (no demo controls) never hashes below the default
    [{ SANDBOX_PASSWORD_COST: '10', SANDBOX_HOST: '0.0.0.0' }],
    [{ SANDBOX_PASSWORD_COST: '13', SANDBOX_DEMO_CONTROLS: '0' }],
  ])('refuses the password hash cost of %o', (env) => {
    expect(() => readSandboxConfig(env)).toThrow(/SANDBOX_PASSWORD_COST/)
  })
})
