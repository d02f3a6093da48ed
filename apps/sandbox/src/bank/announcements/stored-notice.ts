import { formatDate, formatMoney } from '@portal/domain/format'
import { sourceLanguage, textsIn } from '../../texts/catalogues'
import type { Notice, NoticeTexts, SavingsNoticeTexts } from '../../texts/sandbox-texts'
import type { ReaderLanguage } from '../customers/reader-language'

/** Figures of a notice, formatted when it is written in a language. */
export interface NoticeFormat {
  money: (minor: number, currency: string) => string
  /** A calendar date (`2026-11-23`). */
  date: (date: string) => string
}

/** Picks a notice from the texts of one language; it may place figures through `format`. */
export type NoticeChoice = (
  texts: NoticeTexts,
  format: NoticeFormat,
  savings: SavingsNoticeTexts,
) => Notice

type Section = 'notices' | 'savingsNotices'

/**
 * A notification is stored in a canonical form, as booking references are: `title` names the
 * notice (`notices.mtanLocked`, `savingsNotices.orderPlaced`) and `text` holds its arguments as
 * JSON, figures as markers (`money`, `date`) that are formatted when read. So the list reads in
 * the reader's language, whatever the customer's correspondence language was when it was written.
 */
export interface StoredNotice {
  title: string
  text: string
}

// Private-use characters: no text a caller passes contains them.
const open = '\uE000'
const close = '\uE001'
const marker = /\uE000([md])([^\uE001]*)\uE001/g

/** The stored form of the notice `choose` picks: it is never written out in a language. */
export function storedNotice(choose: NoticeChoice): StoredNotice {
  const source = textsIn(sourceLanguage)
  const recorder = <T extends object>(section: Section, texts: T): T =>
    Object.fromEntries(
      Object.entries(texts).map(([name, value]) => {
        const title = `${section}.${name}`
        const recorded =
          typeof value === 'function'
            ? (...args: unknown[]) => ({ title, text: JSON.stringify(args) })
            : { title, text: '[]' }
        return [name, recorded]
      }),
    ) as T
  return choose(
    recorder('notices', source.notices),
    {
      money: (minor, currency) => `${open}m${minor} ${currency}${close}`,
      date: (date) => `${open}d${date}${close}`,
    },
    recorder('savingsNotices', source.savingsNotices),
  )
}

/** The notice `choose` picks, written in `reader`'s language with its figures. */
export function noticeIn(choose: NoticeChoice, reader: ReaderLanguage): Notice {
  const texts = textsIn(reader.language, reader.tag)
  return choose(texts.notices, formatIn(reader.tag), texts.savingsNotices)
}

function formatIn(tag: string): NoticeFormat {
  return {
    money: (minor, currency) => formatMoney(minor, currency, tag),
    date: (date) => formatDate(date, tag),
  }
}

/**
 * A stored notification in `reader`'s language. A row not in the canonical form (written before
 * it, or a notice a newer sandbox knows) is shown as it was stored.
 */
export function storedNoticeIn(stored: StoredNotice, reader: ReaderLanguage): Notice {
  const asStored = { title: stored.title, text: stored.text }
  const [section, name, ...rest] = stored.title.split('.')
  if (rest.length > 0 || (section !== 'notices' && section !== 'savingsNotices')) return asStored
  const texts = textsIn(reader.language, reader.tag)[section] as unknown as Record<string, unknown>
  const notice = Object.hasOwn(texts, name ?? '') ? texts[name ?? ''] : undefined
  const args = argumentsOf(stored.text, reader.tag)
  if (notice === undefined || args === undefined) return asStored
  if (typeof notice === 'function') return (notice as (...args: unknown[]) => Notice)(...args)
  return notice as Notice
}

function argumentsOf(text: string, tag: string): unknown[] | undefined {
  let args: unknown
  try {
    args = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(args)) return undefined
  const format = formatIn(tag)
  return args.map((arg) =>
    typeof arg === 'string'
      ? arg.replace(marker, (_, kind: string, value: string) => {
          if (kind === 'd') return format.date(value)
          const [minor = '', currency = ''] = value.split(' ')
          return format.money(Number(minor), currency)
        })
      : arg,
  )
}
