import {
  type AnnualIncomeBand,
  formatIncomeBand,
  isAnnualIncomeBand,
} from '@portal/domain/customer-data/income-bands'
import type { LocaleInfo } from '@portal/domain/locales'

/** The part of the `CustomerData.financial.options` translator that words a band's amounts. */
export type IncomeBandTranslator = (
  band: AnnualIncomeBand,
  amounts: { from: string; to: string },
) => string

/**
 * An annual-income band in the words of the page and the amounts of its market's currency:
 * "Od 200 000 PLN do 400 000 PLN" in pl-pl for the band the bank knows as
 * `FROM_50K_TO_100K` (the band table of `@portal/domain/customer-data/income-bands`).
 */
export function incomeBandWords(
  t: IncomeBandTranslator,
  band: AnnualIncomeBand,
  market: Pick<LocaleInfo, 'currency' | 'tag'>,
): string {
  return t(band, formatIncomeBand(band, market.currency, market.tag))
}

/**
 * A stored income answer: its band in the page's words, else (a code newer than the portal) the
 * text the customer saw when choosing it.
 */
export function incomeAnswerWords(
  t: IncomeBandTranslator,
  answer: { code: string; displayedText: string } | null | undefined,
  market: Pick<LocaleInfo, 'currency' | 'tag'>,
): string | null {
  if (!answer) return null
  return isAnnualIncomeBand(answer.code)
    ? incomeBandWords(t, answer.code, market)
    : answer.displayedText
}
