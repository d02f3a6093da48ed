import { describe, expect, it } from 'vitest'
import { confirmedAmount, parseAdvisorOrder, readAnswers } from './advisor-order'

const answers = {
  knowledge: 'good',
  experience: 'equities',
  horizon: 'overTenYears',
  lossTolerance: 'upTo25',
  financialSituation: 'reserve',
}

describe('readAnswers', () => {
  it('needs all five valid answers', () => {
    expect(readAnswers(answers)).toEqual(answers)
    expect(readAnswers({ ...answers, horizon: 'tomorrow' })).toBeNull()
    expect(readAnswers({ ...answers, knowledge: undefined })).toBeNull()
  })
})

describe('parseAdvisorOrder', () => {
  const form = {
    ...answers,
    riskClass: '70',
    oneTimeAmount: '10.000',
    planAmount: '',
    planDay: '1',
  }

  it('reads amounts in the locale format; the mTAN confirms the one-time amount', () => {
    const parsed = parseAdvisorOrder(form, 'de-de')
    expect(parsed).toEqual({
      ok: true,
      order: { riskClass: '70', answers, oneTimeAmount: 1_000_000 },
    })
    if (parsed.ok) expect(confirmedAmount(parsed.order)).toBe(1_000_000)
  })

  it('takes a savings plan alone, confirmed by its monthly rate; day 31 is allowed', () => {
    const parsed = parseAdvisorOrder(
      { ...form, oneTimeAmount: '0', planAmount: '50', planDay: '31' },
      'de-de',
    )
    expect(parsed).toMatchObject({
      ok: true,
      order: { savingsPlan: { amount: 5000, dayOfMonth: 31 } },
    })
    if (parsed.ok) expect(confirmedAmount(parsed.order)).toBe(5000)
  })

  it.each([
    [{ oneTimeAmount: '100' }, { oneTimeAmount: 'amount' }],
    [{ oneTimeAmount: '-5' }, { oneTimeAmount: 'amount' }],
    [{ oneTimeAmount: 'viel' }, { oneTimeAmount: 'amount' }],
    [{ planAmount: '10' }, { planAmount: 'planAmount' }],
    [{ planAmount: '50', planDay: '32' }, { planDay: 'planDay' }],
    [{ oneTimeAmount: '0' }, { oneTimeAmount: 'noAmount' }],
  ])('refuses %j with %j', (change, problems) => {
    expect(parseAdvisorOrder({ ...form, ...change }, 'de-de')).toEqual({ ok: false, problems })
  })
  it('a pension needs its monthly contribution; the one-time amount may stay empty', () => {
    const pension = { planRequired: true }
    expect(parseAdvisorOrder(form, 'de-de', pension)).toEqual({
      ok: false,
      problems: { planAmount: 'planRequired' },
    })
    expect(parseAdvisorOrder({ ...form, planAmount: '10' }, 'de-de', pension)).toEqual({
      ok: false,
      problems: { planAmount: 'planAmount' },
    })
    const parsed = parseAdvisorOrder(
      { ...form, oneTimeAmount: '', planAmount: '150', planDay: '15' },
      'de-de',
      pension,
    )
    expect(parsed).toEqual({
      ok: true,
      order: {
        riskClass: '70',
        answers,
        oneTimeAmount: 0,
        savingsPlan: { amount: 15_000, dayOfMonth: 15 },
      },
    })
    if (parsed.ok) expect(confirmedAmount(parsed.order)).toBe(15_000)
  })
})
