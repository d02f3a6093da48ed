import { describe, expect, it, vi } from 'vitest'
import { refreshOnce } from './refresh-once'

const tokens = { access_token: 'a2', refresh_token: 'r2', server_time: 1 }

describe('refreshOnce', () => {
  it('shares one refresh between the requests of a page', async () => {
    const fetchImpl = vi.fn(async () => Response.json(tokens))
    const [first, second] = await Promise.all([
      refreshOnce('DEU', 'share-1', 1000, fetchImpl),
      refreshOnce('DEU', 'share-1', 1001, fetchImpl),
    ])
    expect(second).toEqual(first.ok && { ...first, tokens: { ...first.tokens, serverTime: 2 } })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  // Taken as it came, the portal would think the identity provider's clock 6 s behind its own
  // and hold the token valid 6 s after the identity provider refuses it.
  it('shares an answer with the identity provider’s clock moved on by its age', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ...tokens, server_time: 1000 }))
    await refreshOnce('DEU', 'aged-1', 1000, fetchImpl)
    const later = await refreshOnce('DEU', 'aged-1', 7000, fetchImpl)
    expect(later.ok && later.tokens.serverTime).toBe(7000)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('asks again after the identity provider did not answer', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(Response.json(tokens))
    expect(await refreshOnce('DEU', 'outage-1', 1000, fetchImpl)).toEqual({
      ok: false,
      failure: 'unavailable',
    })
    await Promise.resolve()
    expect((await refreshOnce('DEU', 'outage-1', 2000, fetchImpl)).ok).toBe(true)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  it('keeps a refused refresh token refused within its reuse window', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 400 }))
    await refreshOnce('DEU', 'refused-1', 1000, fetchImpl)
    expect(await refreshOnce('DEU', 'refused-1', 2000, fetchImpl)).toEqual({
      ok: false,
      failure: 'invalid_grant',
    })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})
