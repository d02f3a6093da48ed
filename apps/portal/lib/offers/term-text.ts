/** Translator shape shared by the term texts of the bank, offer and US pages. */
type TermTranslator = (key: string, values?: { count: number }) => string

/** A term in months as "2 years", "18 months" or the given no-term text. */
export function termText(months: number | null, t: TermTranslator, noTermKey = 'noTerm'): string {
  if (months === null) return t(noTermKey)
  return months % 12 === 0
    ? t('termYears', { count: months / 12 })
    : t('termMonths', { count: months })
}
