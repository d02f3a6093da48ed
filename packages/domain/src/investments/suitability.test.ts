import { describe, expect, it } from 'vitest'
import { assessSuitability, checkRequestedClass } from './suitability'
import { SuitabilityAnswers, suitabilityScore } from './suitability-answers'

const seasoned: SuitabilityAnswers = {
  knowledge: 'good',
  experience: 'equities',
  horizon: 'overTenYears',
  lossTolerance: 'upTo25',
  financialSituation: 'reserveAndSurplus',
}
const beginner: SuitabilityAnswers = {
  knowledge: 'none',
  experience: 'none',
  horizon: 'underThreeYears',
  lossTolerance: 'none',
  financialSituation: 'noReserve',
}

describe('assessSuitability', () => {
  it.each([
    // answers changed from the seasoned investor → score, recommended class
    ['the seasoned investor', {}, 12, '100'],
    ['an expert', { knowledge: 'expert' }, 13, '100'],
    ['the beginner', beginner, 0, 'money_market'],
    ['money needed in four years', { horizon: 'threeToFiveYears' }, 10, '30'],
    ['money needed in eight years', { horizon: 'fiveToTenYears' }, 11, '70'],
    ['a bad year may cost 10 %', { lossTolerance: 'upTo10' }, 10, '50'],
    ['a bad year may cost 15 %', { lossTolerance: 'upTo15' }, 11, '70'],
    ['no loss at all', { lossTolerance: 'none' }, 9, 'money_market'],
    ['funds and bonds only', { experience: 'fundsOrBonds' }, 11, '70'],
    ['never invested', { experience: 'none' }, 10, '50'],
    ['basic knowledge', { knowledge: 'basic' }, 11, '70'],
    ['no knowledge', { knowledge: 'none' }, 10, '30'],
    ['no reserve', { financialSituation: 'noReserve' }, 10, '30'],
    ['a reserve without surplus', { financialSituation: 'reserve' }, 11, '100'],
    [
      'middling answers everywhere (score decides)',
      {
        knowledge: 'basic',
        experience: 'fundsOrBonds',
        horizon: 'fiveToTenYears',
        lossTolerance: 'upTo15',
        financialSituation: 'reserve',
      },
      7,
      '50',
    ],
  ] as const)('%s', (_, change, score, recommendedClass) => {
    const answers = SuitabilityAnswers.parse({ ...seasoned, ...change })
    expect(suitabilityScore(answers)).toBe(score)
    expect(assessSuitability(answers)).toEqual({ score, recommendedClass })
  })
})

describe('checkRequestedClass', () => {
  it.each([
    ['100 for the seasoned investor', seasoned, '100', { ok: true }],
    ['money market for the beginner', beginner, 'money_market', { ok: true }],
    [
      'a class below the recommended one',
      { ...seasoned, horizon: 'fiveToTenYears' },
      '50',
      { ok: true },
    ],
    [
      '100 with eight years to go',
      { ...seasoned, horizon: 'fiveToTenYears' },
      '100',
      { ok: false, recommendedClass: '70', reasons: ['horizonTooShort'] },
    ],
    [
      '70 for someone who never held equities and fears a 10 % fall',
      { ...seasoned, experience: 'none', lossTolerance: 'upTo10' },
      '70',
      {
        ok: false,
        recommendedClass: '50',
        reasons: ['lossToleranceTooLow', 'noExperienceWithEquities'],
      },
    ],
    [
      '30 for the beginner: every answer forbids it',
      beginner,
      '30',
      {
        ok: false,
        recommendedClass: 'money_market',
        reasons: ['horizonTooShort', 'lossToleranceTooLow', 'riskProfileTooLow'],
      },
    ],
    [
      '100 for the beginner',
      beginner,
      '100',
      {
        ok: false,
        recommendedClass: 'money_market',
        reasons: [
          'horizonTooShort',
          'lossToleranceTooLow',
          'noExperienceWithEquities',
          'insufficientKnowledge',
          'noFinancialReserve',
          'riskProfileTooLow',
        ],
      },
    ],
    [
      '100 with middling answers: only the score forbids it',
      {
        ...seasoned,
        knowledge: 'basic',
        experience: 'fundsOrBonds',
        lossTolerance: 'upTo15',
        financialSituation: 'reserve',
      },
      '100',
      {
        ok: false,
        recommendedClass: '70',
        reasons: [
          'lossToleranceTooLow',
          'noExperienceWithEquities',
          'insufficientKnowledge',
          'riskProfileTooLow',
        ],
      },
    ],
  ] as const)('%s', (_, answers, requested, decision) => {
    expect(checkRequestedClass(answers, requested)).toEqual(decision)
  })

  it('refuses answers outside the questionnaire at the boundary', () => {
    expect(SuitabilityAnswers.safeParse({ ...seasoned, horizon: 'forever' }).success).toBe(false)
  })
})
