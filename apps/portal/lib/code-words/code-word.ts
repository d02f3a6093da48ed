/**
 * The part of a next-intl translator that words a code, of any namespace: the codes come from the
 * bank, so their keys are known only when asked, and a key is read only after `has` found it.
 */
export interface CodeTranslator {
  (key: never): string
  has(key: never): boolean
}

/** The translator asked by a key made at run time (a bank code). */
const byRuntimeKey = (t: CodeTranslator) =>
  t as unknown as { (key: string): string; has(key: string): boolean }

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
  const words = byRuntimeKey(t)
  return words.has(key) ? words(key) : code
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
  const words = byRuntimeKey(t)
  return words.has(answer.code) ? words(answer.code) : answer.displayedText
}
