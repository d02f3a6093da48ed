import { describe, expect, it } from 'vitest'
import { parsePrognosisForm } from './parse-prognosis-form'

const form = {
  oneTimeInvestment: '10.000',
  monthlySavingRate: '150,50',
  durationYears: '15',
  portfolioClass: '50',
}

describe('parsePrognosisForm', () => {
  it('reads a German form into a validated input in minor units', () => {
    expect(parsePrognosisForm(form, 'de-DE')).toEqual({
      ok: true,
      input: {
        oneTimeInvestment: 1_000_000,
        monthlySavingRate: 15_050,
        durationYears: 15,
        portfolioClass: '50',
        currency: 'EUR',
      },
    })
  })

  it('reads query parameters: the first of repeated values, an empty amount as zero', () => {
    const query = new URLSearchParams([
      ['oneTimeInvestment', ''],
      ['monthlySavingRate', '25'],
      ['monthlySavingRate', '99'],
      ['durationYears', '1'],
      ['portfolioClass', 'money_market'],
    ])
    const result = parsePrognosisForm(query, 'nl-NL')
    expect(result.ok && result.input).toMatchObject({
      oneTimeInvestment: 0,
      monthlySavingRate: 2_500,
    })
    expect(parsePrognosisForm({ ...form, monthlySavingRate: ['50', '60'] }, 'de-DE')).toMatchObject(
      {
        ok: true,
        input: { monthlySavingRate: 5_000 },
      },
    )
  })

  it.each([
    [{ oneTimeInvestment: 'zehn' }, { oneTimeInvestment: { key: 'notANumber' } }],
    [{ oneTimeInvestment: '-500' }, { oneTimeInvestment: { key: 'negative' } }],
    [{ monthlySavingRate: '10,555' }, { monthlySavingRate: { key: 'tooManyDecimals' } }],
    [{ monthlySavingRate: '24,99' }, { monthlySavingRate: { key: 'min', limit: 2_500 } }],
    [
      { oneTimeInvestment: '10.000.001' },
      { oneTimeInvestment: { key: 'max', limit: 1_000_000_000 } },
    ],
    [{ durationYears: '' }, { durationYears: { key: 'notANumber' } }],
    [{ durationYears: 'ten' }, { durationYears: { key: 'notANumber' } }],
    [{ durationYears: '2,5' }, { durationYears: { key: 'durationOutOfRange', limit: 1 } }],
    [{ durationYears: '50' }, { durationYears: { key: 'durationOutOfRange', limit: 40 } }],
    [{ portfolioClass: undefined }, { portfolioClass: { key: 'unknownClass' } }],
    [{ portfolioClass: 'MONEY_MARKET' }, { portfolioClass: { key: 'unknownClass' } }],
    [
      { oneTimeInvestment: '0', monthlySavingRate: '' },
      { oneTimeInvestment: { key: 'noAmount' }, monthlySavingRate: { key: 'noAmount' } },
    ],
  ])('%o gives %o', (change, messages) => {
    expect(parsePrognosisForm({ ...form, ...change }, 'de-DE')).toEqual({ ok: false, messages })
  })
})
