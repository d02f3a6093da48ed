import { describe, expect, it } from 'vitest'
import { alternateApiHost, apiHost, serviceBaseUrl } from './hosts'
import { services } from './services'

describe('apiHost: base hosts per region and environment', () => {
  it.each([
    ['DEU', 'local', 'http://localhost:8080'],
    ['GBR', 'local', 'http://localhost:8080'],
    ['USA', 'local', 'http://localhost:8080'],
    ['DEU', 'development', 'https://api.deu.development.savings-portal.example'],
    ['DEU', 'staging', 'https://api.deu.staging.savings-portal.example'],
    ['GBR', 'onboarding', 'https://api.gbr.onboarding.savings-portal.example'],
    ['USA', 'staging', 'https://api.usa.staging.savings-portal.example'],
    ['DEU', 'production', 'https://api.deu.savings-portal.example'],
    ['GBR', 'production', 'https://api.gbr.savings-portal.example'],
    ['USA', 'production', 'https://api.usa.savings-portal.example'],
  ] as const)('%s %s is %s', (region, environment, expected) => {
    expect(apiHost(region, environment)).toBe(expected)
  })
})

describe('alternate API host: "prefix api replaced by api2"', () => {
  it.each([
    ['https://api.deu.savings-portal.example', 'https://api2.deu.savings-portal.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://apis.example', 'https://apis.example'],
  ])('%s → %s', (host, expected) => {
    expect(alternateApiHost(host)).toBe(expected)
  })

  it('applies to the transaction accounts service only', () => {
    const config = { region: 'DEU', environment: 'staging' } as const
    expect(serviceBaseUrl(services.transactionAccounts, config)).toBe(
      'https://api2.deu.staging.savings-portal.example/das/v2',
    )
    expect(serviceBaseUrl(services.deposits, config)).toBe(
      'https://api.deu.staging.savings-portal.example/dbs/v1',
    )
    const onAlternate = Object.entries(services).filter(([, s]) => s.alternateHost)
    expect(onAlternate.map(([name]) => name)).toEqual(['transactionAccounts'])
  })
})

describe('override base URL', () => {
  it('replaces the host of every service, the alternate one too', () => {
    const config = {
      region: 'GBR',
      environment: 'production',
      baseUrl: 'http://127.0.0.1:9999/',
    } as const
    for (const service of Object.values(services)) {
      expect(serviceBaseUrl(service, config)).toBe(`http://127.0.0.1:9999${service.prefix}`)
    }
  })
})
