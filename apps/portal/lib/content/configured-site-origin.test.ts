import { describe, expect, it } from 'vitest'
import { parseSiteOrigin } from './configured-site-origin'

describe('parseSiteOrigin', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com'],
    ['https://www.example.com/', 'https://www.example.com'],
    ['http://127.0.0.1:3000//', 'http://127.0.0.1:3000'],
    ['  https://example.com  ', 'https://example.com'],
    ['https://WWW.Example.com:443', 'https://www.example.com'],
  ])('takes %j as %j', (value, origin) => {
    expect(parseSiteOrigin(value)).toBe(origin)
  })

  it.each([
    undefined,
    '',
    'example.com',
    'https://example.com/de-de',
    'https://example.com?x=1',
    'javascript:alert(1)',
    'ftp://example.com',
    'https://user@example.com',
    'https://example.com#top',
  ])('ignores %j', (value) => {
    expect(parseSiteOrigin(value)).toBeUndefined()
  })
})
