import { z } from 'zod'

/** A rate or other fraction as a decimal string, e.g. "0.0325" for 3.25 %. Never a binary float. */
export const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal string')
export type DecimalString = z.infer<typeof DecimalString>

/** An amount of money in integer minor units (cents). */
export const MinorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
export type MinorUnits = z.infer<typeof MinorUnits>

/** ISO 4217 currency code. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code')
export type CurrencyCode = z.infer<typeof CurrencyCode>

/** ISO 3166-1 alpha-2 country code. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code')
export type CountryCode = z.infer<typeof CountryCode>

export const Money = z.object({ amount: MinorUnits, currency: CurrencyCode })
export type Money = z.infer<typeof Money>
