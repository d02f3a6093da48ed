import { describe, expect, it } from 'vitest'
import { contentHref } from './content-href'

describe('contentHref', () => {
  it.each([
    ['/register', '/de-de/register'],
    ['/', '/de-de'],
    ['/en-gb/press', '/en-gb/press'],
    ['/press?page=2', '/de-de/press?page=2'],
    ['https://bank.example', 'https://bank.example'],
    ['mailto:press@portal.example', 'mailto:press@portal.example'],
    ['javascript:alert(1)', undefined],
    ['//evil.example', undefined],
    ['http://insecure.example', undefined],
  ])('%s → %s', (href, expected) => {
    expect(contentHref(href, 'de-de')).toBe(expected)
  })
})
