import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedVisitorAnswerId, forgetVisitor, readVisitor } from './visitor-answer'

/** A document holding the given data block text under the embedded answer's id (or none). */
function pageWith(text: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === embeddedVisitorAnswerId && text !== null ? { textContent: text } : null,
  })
}

function fetchAnswering(body: unknown, ok = true) {
  const fetch = vi.fn(async () => ({ ok, json: async () => body }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  forgetVisitor()
  vi.unstubAllGlobals()
})

describe('readVisitor', () => {
  it('takes the answer a customer page carries and asks nobody', async () => {
    pageWith('{"loggedIn":true,"name":"Erika Muster","customerGroup":"retail"}')
    const fetch = fetchAnswering({ loggedIn: false })
    expect(await readVisitor('/de-de')).toEqual({
      loggedIn: true,
      name: 'Erika Muster',
      customerGroup: 'retail',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['a page without the block', null],
    ['a block that is not JSON', '{"loggedIn":'],
    ['a block that is no answer', '{"name":"x"}'],
  ])('asks <base>/visitor once on %s', async (_case, text) => {
    pageWith(text)
    const fetch = fetchAnswering({ loggedIn: false })
    expect(await readVisitor('/de-de')).toEqual({ loggedIn: false })
    expect(await readVisitor('/de-de')).toEqual({ loggedIn: false })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('/de-de/visitor', { cache: 'no-store' })
  })

  it('answers null when /visitor fails', async () => {
    pageWith(null)
    fetchAnswering({}, false)
    expect(await readVisitor('')).toBeNull()
  })
})
