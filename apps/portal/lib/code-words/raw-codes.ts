import { distributorPrefix } from '@portal/domain/person-codes'
import { wordedCodeLists } from './code-lists'

/** Codes a page must word; numeric ones (risk classes 30, 50 …) read the same as a number. */
const codesToWord = new Set(
  wordedCodeLists.flatMap(({ codes }) => codes).filter((code) => !/^\d*$/.test(code)),
)

/** The portal's distributors (`ZINSPILOT_DE` …): a pattern, one per country. */
const distributor = new RegExp(`^${distributorPrefix}[A-Z]{2}$`)

/** Whether a text is nothing but a code of a worded list or a distributor id. */
export function isRawCode(text: string): boolean {
  return codesToWord.has(text) || distributor.test(text)
}

/** Texts of elements that show nothing but a code of a worded list: a code a page forgot to word. */
export function rawCodesIn(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent?.trim() ?? '')
    .filter(isRawCode)
}

/**
 * The same in server-rendered HTML: text between two tags that is nothing but a code. React's
 * separators between adjacent texts (`<!-- -->`) are joined first, as the element shows them:
 * "Account holder · active" is words, not the code `active`.
 */
export function rawCodesInHtml(html: string): string[] {
  return [...html.replaceAll('<!-- -->', '').matchAll(/>([^<>]+)</g)]
    .map((match) => match[1]?.trim() ?? '')
    .filter(isRawCode)
}
