import { describe, expect, it } from 'vitest'
import { portalLocales } from '../locales'
import { type GateInvestor, investmentAccess, investmentAreaLocales } from './investment-access'

const retail: GateInvestor = {
  investorType: 'retail',
  investorStatus: 'exported',
  investmentsActive: true,
  pensionsActive: true,
}
const dashboard = { visible: true, view: 'dashboard', canOrder: true }

describe("investmentAreaLocales: the market table's investment and retirement markets", () => {
  it('has investments in de-de and nl-nl, retirement in de-de (spec section 6)', () => {
    expect(investmentAreaLocales).toEqual({
      investments: ['de-de', 'nl-nl'],
      retirement: ['de-de'],
    })
  })
})

describe('investmentAccess', () => {
  // Spec section 6: "The investments feature is on for de-DE and nl-NL; retirement only for de-DE."
  it.each(
    portalLocales.flatMap((locale) => [
      [locale, 'investments', locale === 'de-de' || locale === 'nl-nl'],
      [locale, 'retirement', locale === 'de-de'],
    ]) as [(typeof portalLocales)[number], 'investments' | 'retirement', boolean][],
  )('%s, %s: visible %s', (locale, area, visible) => {
    const access = investmentAccess({ area, locale, flagOn: true, investor: retail })
    expect(access).toEqual(visible ? dashboard : { visible: false, reason: 'marketNotServed' })
  })

  it.each([
    // area, locale, flag, investor → access
    ['investments', 'nl-nl', false, retail, { visible: false, reason: 'switchedOff' }],
    ['investments', 'fr-fr', false, retail, { visible: false, reason: 'marketNotServed' }],
    [
      'investments',
      'de-de',
      true,
      undefined,
      { visible: true, view: 'promotion', canOrder: false },
    ],
    ['retirement', 'de-de', true, undefined, { visible: true, view: 'promotion', canOrder: false }],
    ['retirement', 'nl-nl', true, undefined, { visible: false, reason: 'marketNotServed' }],
    [
      'investments',
      'de-de',
      true,
      { ...retail, investmentsActive: false },
      { visible: true, view: 'onboarding', canOrder: true },
    ],
    [
      'retirement',
      'de-de',
      true,
      { ...retail, pensionsActive: false },
      { visible: true, view: 'onboarding', canOrder: true },
    ],
    ['retirement', 'de-de', true, { ...retail, investmentsActive: false }, dashboard],
    [
      'investments',
      'de-de',
      true,
      { ...retail, investorStatus: 'non-exported' },
      { visible: true, view: 'dashboard', canOrder: false },
    ],
    ['investments', 'nl-nl', true, { ...retail, investorType: 'business' }, dashboard],
    [
      'retirement',
      'de-de',
      true,
      { ...retail, investorType: 'business' },
      { visible: false, reason: 'businessInvestor' },
    ],
  ] as const)('%s on %s, flag %s, %o', (area, locale, flagOn, investor, access) => {
    expect(investmentAccess({ area, locale, flagOn, investor })).toEqual(access)
  })
})
