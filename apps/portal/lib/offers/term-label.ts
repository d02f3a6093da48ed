/**
 * How a term reads, everywhere an offer or deposit shows one: whole years (from 12 months) as
 * years, any other term in months, none for open-ended products (`null`). An offer's term is
 * positive (domain `Offer.termMonths`); were a 0 to reach here it would read "0 months", never
 * "0 years".
 */
export type TermLabel =
  | { kind: 'none' }
  | { kind: 'years'; count: number }
  | { kind: 'months'; count: number }

export function termLabel(termMonths: number | null): TermLabel {
  if (termMonths === null) return { kind: 'none' }
  if (termMonths >= 12 && termMonths % 12 === 0) return { kind: 'years', count: termMonths / 12 }
  return { kind: 'months', count: termMonths }
}

/** Translator shape of the term texts: a namespace with `termYears`, `termMonths` and `noTerm`. */
type TermTranslator = (
  key: 'termYears' | 'termMonths' | 'noTerm',
  values?: { count: number },
) => string

/** The term label in words: "2 years", "18 months" or the namespace's no-term text. */
export function termText(months: number | null, t: TermTranslator): string {
  const label = termLabel(months)
  if (label.kind === 'none') return t('noTerm')
  return t(label.kind === 'years' ? 'termYears' : 'termMonths', { count: label.count })
}
