import { describe, expect, it } from 'vitest'
import { referralLink } from './referral-link'

describe('referralLink', () => {
  it.each([
    ['https://www.example.com', 'de-de', 'https://www.example.com/de-de/register?ref=K7M2QX9PRT'],
    ['http://localhost:3000', 'en-us', 'http://localhost:3000/en-us/register?ref=K7M2QX9PRT'],
  ])('%s, %s → %s', (origin, locale, link) => {
    expect(referralLink(origin, locale, 'K7M2QX9PRT')).toBe(link)
  })
})
