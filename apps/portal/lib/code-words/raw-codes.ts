import { wordedCodeLists } from './code-lists'

/** Codes a page must word; numeric ones (risk classes 30, 50 …) read the same as a number. */
const codesToWord = new Set(
  wordedCodeLists.flatMap(({ codes }) => codes).filter((code) => !/^\d*$/.test(code)),
)

/** Texts of elements that show nothing but a code of a worded list: a code a page forgot to word. */
export function rawCodesIn(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => codesToWord.has(text))
}
