/** The part of a next-intl translator that words a code. */
export interface CodeTranslator {
  (key: string): string
  has(key: string): boolean
}

/**
 * The words of a bank code from the catalogue object `list` of `t`'s namespace; a code the
 * catalogue does not know (newer than the portal) is shown as the bank sent it.
 */
export function codeWord(
  t: CodeTranslator,
  list: string,
  code: string | null | undefined,
): string | null {
  if (!code) return null
  const key = `${list}.${code}`
  return t.has(key) ? t(key) : code
}

/**
 * A coded answer (origin of funds, income band) in the page's language: the catalogue's words
 * for its code, else the text the customer saw when choosing it.
 */
export function codedAnswerWord(
  t: CodeTranslator,
  answer: { code: string; displayedText: string } | null | undefined,
): string | null {
  if (!answer) return null
  return t.has(answer.code) ? t(answer.code) : answer.displayedText
}
