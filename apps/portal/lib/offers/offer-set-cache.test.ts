import { describe, expect, it } from 'vitest'
import { offerSetCache } from './offer-set-cache'

function counting(answer: (url: string, call: number) => Promise<string>) {
  const calls: string[] = []
  const load = (url: string) => {
    calls.push(url)
    return answer(url, calls.length)
  }
  return { calls, load }
}

describe('offerSetCache', () => {
  it('asks once per address while the set is fresh, and again once it is not', async () => {
    let clock = 0
    const { calls, load } = counting(async (url, call) => `${url}#${call}`)
    const setOf = offerSetCache(load, { freshMs: 1_000, now: () => clock })
    expect(await setOf('/term')).toBe('/term#1')
    clock = 999
    expect(await setOf('/term')).toBe('/term#1')
    expect(await setOf('/flex')).toBe('/flex#2')
    clock = 1_000
    expect(await setOf('/term')).toBe('/term#3')
    expect(calls).toEqual(['/term', '/flex', '/term'])
  })

  it('forgets a failed request, so the next engagement asks again', async () => {
    const { calls, load } = counting(async (_url, call) => {
      if (call === 1) throw new Error('offer set 503')
      return 'set'
    })
    const setOf = offerSetCache(load)
    await expect(setOf('/term')).rejects.toThrow('offer set 503')
    expect(await setOf('/term')).toBe('set')
    expect(calls).toHaveLength(2)
  })

  it('shares one request between callers asking at the same time', async () => {
    const { calls, load } = counting(async () => 'set')
    const setOf = offerSetCache(load)
    expect(await Promise.all([setOf('/term'), setOf('/term')])).toEqual(['set', 'set'])
    expect(calls).toHaveLength(1)
  })
})
