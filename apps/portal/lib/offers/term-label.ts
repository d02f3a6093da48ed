/** How a term reads: whole years as years, everything else in months, none for open-ended products. */
export type TermLabel =
  | { kind: 'none' }
  | { kind: 'years'; count: number }
  | { kind: 'months'; count: number }

export function termLabel(termMonths: number | null): TermLabel {
  if (termMonths === null) return { kind: 'none' }
  if (termMonths >= 12 && termMonths % 12 === 0) return { kind: 'years', count: termMonths / 12 }
  return { kind: 'months', count: termMonths }
}
