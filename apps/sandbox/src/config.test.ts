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
})
