import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { portalLocales } from '@portal/domain/locales'
import { afterAll, describe, expect, it } from 'vitest'
import { bootstrapValues, browserFlagOptions } from './browser-options'
import { flagProfile } from './browser-profile'
import { closeFlagClient, getFlagClient } from './flag-client'
import { toFlagContext } from './profile-builder'

const site = { region: 'deu', domain: 'savings-portal.example' }
const customer = {
  customerId: 'BAC_1000001',
  investorCountry: 'AT',
  investorType: 'business' as const,
  investorStatus: 'exported' as const,
  distributor: 'dist-1',
  investorRegion: 'deu',
  investorDomain: 'savings-portal.example',
  isAlphaGroup: true,
  isBetaGroup: false,
}

afterAll(() => closeFlagClient())

describe('flagProfile', () => {
  it('builds an anonymous web-investor visitor with the locale features', () => {
    const context = toFlagContext(flagProfile({ locale: 'de-de', ...site }))
    expect(context).toMatchObject({
      kind: 'user',
      key: 'web-investor',
      anonymous: true,
      investorRegion: 'deu',
      investorDomain: 'savings-portal.example',
      investmentsActive: true,
      pensionsActive: true,
    })
    expect(toFlagContext(flagProfile({ locale: 'nl-nl', ...site }))).toMatchObject({
      investmentsActive: true,
      pensionsActive: false,
    })
  })

  it('keys a logged-in user by the BAC number and maps shape B onto shape A', () => {
    const context = toFlagContext(
      flagProfile({ locale: 'en-gb', ...site, bacNumber: 'BAC_1000001', customer }),
    )
    expect(context).toMatchObject({
      key: 'BAC_1000001',
      anonymous: false,
      country: 'AT',
      investorType: 'business',
      investorStatus: 'exported',
      distributor: 'dist-1',
      alphaInvestor: true,
      betaInvestor: false,
      investmentsActive: false,
    })
    expect(context?._meta.privateAttributes).toContain('email')
  })

  it('keeps only the key when the customer could not be loaded (empty shape B)', () => {
    const context = toFlagContext(
      flagProfile({ locale: 'de-de', ...site, bacNumber: 'BAC_2', customer: {} }),
    )
    expect(context).toMatchObject({ key: 'BAC_2', anonymous: false, alphaInvestor: false })
    expect(context).not.toHaveProperty('country')
  })
})

describe('the locale features of a visitor (spec section 6)', () => {
  const served: Record<string, [investments: boolean, pensions: boolean]> = {
    'de-de': [true, true],
    'nl-nl': [true, false],
  }
  it.each(portalLocales.map((locale) => [locale, ...(served[locale] ?? [false, false])] as const))(
    '%s: investments %s, pensions %s',
    (locale, investmentsActive, pensionsActive) => {
      expect(toFlagContext(flagProfile({ locale, ...site }))).toMatchObject({
        investmentsActive,
        pensionsActive,
      })
    },
  )
})

describe('browser bootstrap', () => {
  it('is the server SDK evaluation the browser SDK can start from', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'flags-bootstrap-'))
    const flagsFile = join(directory, 'flags.json')
    writeFileSync(
      flagsFile,
      JSON.stringify({ flagValues: { baseCallingPostboxV2EndpointOnCP: true, limit: 3 } }),
    )
    const client = await getFlagClient({ sdkKey: undefined, flagsFile })
    const context = toFlagContext(flagProfile({ locale: 'de-de', ...site }))
    if (!client || !context) throw new Error('expected a client and a context')
    const bootstrap = (await client.allFlagsState(context)).toJSON()
    expect(bootstrap).toMatchObject({ $valid: true, baseCallingPostboxV2EndpointOnCP: true })
    expect(bootstrapValues({ ...bootstrap })).toEqual({
      baseCallingPostboxV2EndpointOnCP: true,
      limit: 3,
    })
  })

  it('never streams and, without a client-side id, sends no events and fetches no goals', () => {
    expect(browserFlagOptions(undefined)).toMatchObject({
      streaming: false,
      fetchGoals: false,
      sendEvents: false,
      diagnosticOptOut: true,
    })
    expect(browserFlagOptions('client-side-id')).toMatchObject({
      streaming: false,
      sendEvents: true,
    })
  })
})
