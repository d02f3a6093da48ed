import { formatPercent } from '@portal/domain/format'
import { portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { alignedRate } from './aligned-rate'

/** Where the decimal separator sits, counted from the end: equal means aligned when right-aligned. */
function separatorFromEnd(text: string, tag: string): number {
  const separator =
    new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
    ''
  return text.length - text.lastIndexOf(separator)
}

describe('alignedRate: rates line up on the decimal separator in every market', () => {
  it.each(portalLocales)('%s', (locale) => {
    const { intlTag } = marketOf(locale)
    const shown = ['0.031', '0.0315', '0.1', '0.0305'].map((rate) =>
      alignedRate(formatPercent(rate, intlTag), intlTag),
    )
    const positions = new Set(shown.map((text) => separatorFromEnd(text, intlTag)))
    expect(positions.size).toBe(1)
    expect(shown[1]).toBe(formatPercent('0.0315', intlTag))
  })

  it('pads a one-digit fraction with a figure space before the percent sign', () => {
    expect(alignedRate('3.1%', 'en-US')).toBe('3.1\u2007%')
    expect(alignedRate('3,1\u00a0%', 'de-DE')).toBe('3,1\u2007\u00a0%')
    expect(alignedRate('3,15\u00a0%', 'de-DE')).toBe('3,15\u00a0%')
  })
})
