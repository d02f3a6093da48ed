import { FilterXSS, type IWhiteList } from 'xss'

/**
 * Tags and attributes that bank, offer and CMS texts may use. Everything else is removed, with
 * the bodies of script and style elements; `href`/`src` keep only http(s), mailto, tel and
 * relative targets (`xss` drops `javascript:`, `vbscript:` and `data:` values, entity-encoded too).
 */
const allowList: IWhiteList = {
  a: ['href', 'title'],
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  small: [],
  sup: [],
  sub: [],
}

const safeHref = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  allowCommentTag: false,
  css: false,
  // A link whose target was refused loses the attribute entirely rather than keeping `href=""`.
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !safeHref.test(value.trim())) return ''
    return undefined
  },
})

/** HTML from a backend (`STRING_HTML`, CMS rich text) made safe for dangerouslySetInnerHTML. */
export function sanitiseHtml(html: string): string {
  return filter.process(html)
}
