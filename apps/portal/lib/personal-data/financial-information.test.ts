import { describe, expect, it } from 'vitest'
import { FinancialInformationChange } from './financial-information'

const base = {
  pepStatus: 'NO_PEP',
  pepInfo: '',
  originOfFunds: 'SALARY',
  annualIncome: 'UNDER_25K',
}
const problems = (input: Record<string, string>) => {
  const result = FinancialInformationChange.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

describe('FinancialInformationChange', () => {
  it.each([
    [{}, {}],
    [{ pepStatus: 'PEP' }, { pepInfo: 'required' }],
    [{ pepStatus: 'PEP', pepInfo: 'Spouse of a member of parliament' }, {}],
    [{ originOfFunds: 'LOTTERY' }, { originOfFunds: 'invalidChoice' }],
    [{ annualIncome: '' }, { annualIncome: 'invalidChoice' }],
    [{ pepStatus: 'PEP', pepInfo: 'x'.repeat(501) }, { pepInfo: 'tooLong' }],
  ])('%j → %j', (change, expected) => {
    expect(problems({ ...base, ...change })).toEqual(expected)
  })
})
