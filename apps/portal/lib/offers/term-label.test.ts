import { describe, expect, it } from 'vitest'
import { termLabel, termText } from './term-label'

describe('the term label (offer pages, bank pages, US rows, the offers table and hero)', () => {
  it.each([
    [null, { kind: 'none' }, 'no term'],
    [0, { kind: 'months', count: 0 }, '0 months'],
    [1, { kind: 'months', count: 1 }, '1 months'],
    [9, { kind: 'months', count: 9 }, '9 months'],
    [12, { kind: 'years', count: 1 }, '1 years'],
    [18, { kind: 'months', count: 18 }, '18 months'],
    [24, { kind: 'years', count: 2 }, '2 years'],
    [120, { kind: 'years', count: 10 }, '10 years'],
  ] as const)('%s months reads as %j, "%s"', (months, label, text) => {
    const t = (key: string, values?: { count: number }) =>
      key === 'noTerm' ? 'no term' : `${values?.count} ${key === 'termYears' ? 'years' : 'months'}`
    expect(termLabel(months)).toEqual(label)
    expect(termText(months, t)).toBe(text)
  })
})
