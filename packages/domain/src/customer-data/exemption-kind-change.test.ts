import { describe, expect, it } from 'vitest'
import { exemptionKindChangeProblem } from './exemption-kind-change'

describe('exemptionKindChangeProblem: "a joint order cannot become a single one within the tax year"', () => {
  it.each([
    [undefined, { kind: 'single', taxYear: 2026 }, null],
    [
      { kind: 'joint', taxYear: 2026 },
      { kind: 'single', taxYear: 2026 },
      'joint_cannot_become_single',
    ],
    [{ kind: 'joint', taxYear: 2026 }, { kind: 'single', taxYear: 2027 }, null],
    [{ kind: 'joint', taxYear: 2026 }, { kind: 'joint', taxYear: 2026 }, null],
    [{ kind: 'single', taxYear: 2026 }, { kind: 'joint', taxYear: 2026 }, null],
    [{ kind: 'single', taxYear: 2026 }, { kind: 'single', taxYear: 2026 }, null],
  ] as const)('%j → %j → %s', (current, next, problem) => {
    expect(exemptionKindChangeProblem(current, next)).toBe(problem)
  })
})
