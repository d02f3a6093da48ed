import { FilterXSS } from 'xss'

/** Bank- and offer-supplied STRING_HTML: text formatting, lists and links only. */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    ul: [],
    ol: [],
    li: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !/^(https:|mailto:|\/)/i.test(value.trim())) return ''
    return undefined
  },
})

export function sanitiseHtml(html: string): string {
  return filter.process(html)
}
