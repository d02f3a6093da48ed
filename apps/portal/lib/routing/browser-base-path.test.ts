import { describe, expect, it } from 'vitest'
import { browserBasePath } from './browser-base-path'

describe('browserBasePath', () => {
  it.each([
    ['de-de', '/de-de', '/de-de'],
    ['de-de', '/de-de/banks', '/de-de'],
    ['de-de', '/banks', ''],
    ['de-de', '/', ''],
    ['de-de', '/de-der/x', ''],
  ])('%s at %s → %j', (locale, pathname, expected) => {
    expect(browserBasePath(locale, pathname)).toBe(expected)
  })
})
