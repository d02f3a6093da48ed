import { describe, expect, it } from 'vitest'
import { termLabel } from './term-label'

describe('termLabel', () => {
  it.each([
    [null, { kind: 'none' }],
    [1, { kind: 'months', count: 1 }],
    [9, { kind: 'months', count: 9 }],
    [12, { kind: 'years', count: 1 }],
    [18, { kind: 'months', count: 18 }],
    [120, { kind: 'years', count: 10 }],
  ] as const)('%s months reads as %j', (months, expected) => {
    expect(termLabel(months)).toEqual(expected)
  })
})
