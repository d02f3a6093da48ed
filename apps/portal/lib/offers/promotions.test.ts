import { portalLocales } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { existsInMarket } from './promotions'

describe('existsInMarket: promotions only where the product exists', () => {
  const invest = ['de-de', 'nl-nl']
  const pension = ['de-de']
  it.each(portalLocales)('%s', (locale) => {
    expect(existsInMarket(locale, '/vermoegensverwaltung')).toBe(invest.includes(locale))
    expect(existsInMarket(locale, 'vermoegensverwaltung/?ref=card')).toBe(invest.includes(locale))
    expect(existsInMarket(locale, '/zinsportfolio#start')).toBe(pension.includes(locale))
    expect(existsInMarket(locale, '/about')).toBe(true)
    expect(existsInMarket(locale, '/deposits/term')).toBe(true)
  })
})
