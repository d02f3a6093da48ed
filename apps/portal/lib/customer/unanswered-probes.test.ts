import { describe, expect, it } from 'vitest'
import { unansweredProbes } from './unanswered-probes'

function recorder() {
  const lines: string[] = []
  return { lines, probes: unansweredProbes(3000, 10_000, (line) => lines.push(line)) }
}

describe('unanswered probes', () => {
  it('names a probe that ran out of time and one that was refused', () => {
    const { lines, probes } = recorder()
    probes.record('http://a.test', 0, 3001)
    probes.record('http://b.test', 0, 12.4)
    expect(lines).toEqual([
      'customer services at http://a.test: no answer within 3000 ms; customer pages answer 503',
      'customer services at http://b.test: refused or failed after 12 ms; customer pages answer 503',
    ])
  })

  it('writes a host at most once a window and counts the rest in its next line', () => {
    const { lines, probes } = recorder()
    probes.record('http://a.test', 0, 5)
    probes.record('http://a.test', 4_000, 5)
    probes.record('http://a.test', 9_999, 3000)
    expect(lines).toHaveLength(1)
    probes.record('http://a.test', 10_000, 3000)
    probes.record('http://a.test', 30_000, 5)
    expect(lines.slice(1)).toEqual([
      'customer services at http://a.test: no answer within 3000 ms; customer pages answer 503 (2 more unanswered since the last line)',
      'customer services at http://a.test: refused or failed after 5 ms; customer pages answer 503',
    ])
  })
})
