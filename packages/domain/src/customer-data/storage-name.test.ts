import { describe, expect, it } from 'vitest'
import { storageName } from './storage-name'

describe('storageName: a generated name with the canonical extension', () => {
  it.each([
    ['application/pdf', 'id-1.pdf'],
    ['image/jpeg', 'id-1.jpg'],
    ['image/png', 'id-1.png'],
  ] as const)('%s → %s', (mediaType, name) => {
    expect(storageName(mediaType, () => 'id-1')).toBe(name)
  })

  it('uses a fresh random UUID by default', () => {
    const first = storageName('image/png')
    expect(first).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/,
    )
    expect(storageName('image/png')).not.toBe(first)
  })
})
