import { describe, expect, it } from 'vitest'
import { marketOf } from '../markets'
import { mailConsentRows, mailConsentSwitchProblem, switchMailConsent } from './mail-consent-switch'

describe('mailConsentSwitchProblem: "cs and legal are mandatory, not opt-out" (spec section 3)', () => {
  it.each([
    ['pensions', null],
    ['savings', null],
    ['investments', null],
    ['beta_program', null],
    ['alpha_program', null],
    ['cs', 'mandatory_consent'],
    ['legal', 'mandatory_consent'],
    ['newsletter_2027', 'unknown_consent'],
    ['', 'unknown_consent'],
  ])('%j → %s', (id, problem) => {
    expect(mailConsentSwitchProblem(id)).toBe(problem)
  })
})

describe('mailConsentRows', () => {
  it('lists every known consent in the spec’s order; mandatory ones given and fixed', () => {
    const rows = mailConsentRows(
      [
        { id: 'savings', valid: true },
        { id: 'alpha_program', valid: false },
        { id: 'legal', valid: false },
        { id: 'unknown_one', valid: true },
      ],
      marketOf('de-de'),
    )
    expect(rows).toEqual([
      { id: 'pensions', valid: false, switchable: true },
      { id: 'savings', valid: true, switchable: true },
      { id: 'investments', valid: false, switchable: true },
      { id: 'beta_program', valid: false, switchable: true },
      { id: 'alpha_program', valid: false, switchable: true },
      { id: 'cs', valid: true, switchable: false },
      { id: 'legal', valid: true, switchable: false },
    ])
  })

  it.each([
    // market, the news consents it offers
    ['de-de', 'pensions savings investments'],
    ['nl-nl', 'savings investments'],
    ['pl-pl', 'savings'],
    ['en-us', 'savings'],
  ] as const)('offers %s news of: %s', (locale, offered) => {
    const news = ['pensions', 'savings', 'investments']
    const rows = mailConsentRows([], marketOf(locale)).filter((row) => news.includes(row.id))
    expect(rows.map((row) => row.id).join(' ')).toBe(offered)
  })
})

describe('switchMailConsent: "alpha- and beta-program membership comes from the mail consents"', () => {
  const before = [
    { id: 'savings', valid: true },
    { id: 'beta_program', valid: true },
  ]

  it.each([
    ['alpha_program', true, { isAlphaGroup: true, isBetaGroup: true }],
    ['beta_program', false, { isAlphaGroup: false, isBetaGroup: false }],
    ['savings', false, { isAlphaGroup: false, isBetaGroup: true }],
  ])('%s → %s gives %j', (id, valid, groups) => {
    const result = switchMailConsent(before, id, valid)
    expect(result).toMatchObject({ ok: true, groups })
    expect(result.ok && result.consents.filter((consent) => consent.id === id)).toEqual([
      { id, valid },
    ])
  })

  it.each([
    ['cs', false, 'mandatory_consent'],
    ['legal', false, 'mandatory_consent'],
    ['gamma_program', true, 'unknown_consent'],
  ])('refuses %s → %s: %s', (id, valid, problem) => {
    expect(switchMailConsent(before, id, valid)).toEqual({ ok: false, problem })
  })
})
