import { currencyMinorDigits, formatWholeMoney } from '../format'
import { annualIncomeBands } from '../person-codes'

export type AnnualIncomeBand = (typeof annualIncomeBands)[number]

/**
 * The four limits between the five annual-income bands, in whole units of the market's currency,
 * as a bank of that market asks for income: the code sent to the bank stays the band's place
 * (`FROM_50K_TO_100K` is the third band), only the amounts shown follow the currency.
 */
export const incomeBandLimitsByCurrency: Readonly<
  Record<string, readonly [number, number, number, number]>
> = {
  EUR: [25_000, 50_000, 100_000, 250_000],
  CHF: [25_000, 50_000, 100_000, 250_000],
  USD: [25_000, 50_000, 100_000, 250_000],
  GBP: [20_000, 40_000, 85_000, 200_000],
  PLN: [100_000, 200_000, 400_000, 1_000_000],
}

/** A band's lower and upper amount in minor units; null where the band is open. */
export interface IncomeBandAmounts {
  from: number | null
  to: number | null
}

export function isAnnualIncomeBand(code: string): code is AnnualIncomeBand {
  return (annualIncomeBands as readonly string[]).includes(code)
}

/** The band's amounts in `currency` (a market's own currency; others have no table). */
export function incomeBandAmounts(band: AnnualIncomeBand, currency: string): IncomeBandAmounts {
  const limits = incomeBandLimitsByCurrency[currency]
  if (!limits) throw new Error(`No income bands for ${currency}`)
  const minor = 10 ** currencyMinorDigits(currency)
  const place = annualIncomeBands.indexOf(band)
  const from = limits[place - 1]
  const to = limits[place]
  return {
    from: from === undefined ? null : from * minor,
    to: to === undefined ? null : to * minor,
  }
}

/**
 * The band's amounts as the pages write round money (`formatWholeMoney` of the market's currency
 * and `Intl` tag), for the `{from}` and `{to}` of its words; an open end is empty.
 */
export function formatIncomeBand(
  band: AnnualIncomeBand,
  currency: string,
  tag: string,
): { from: string; to: string } {
  const { from, to } = incomeBandAmounts(band, currency)
  return {
    from: from === null ? '' : formatWholeMoney(from, currency, tag),
    to: to === null ? '' : formatWholeMoney(to, currency, tag),
  }
}
