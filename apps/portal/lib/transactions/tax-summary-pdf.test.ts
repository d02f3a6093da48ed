import { formatMoney } from '@portal/domain/format'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { MessageLanguage } from '@/i18n/locales'
import { loadMessages } from '@/messages/catalogue'
import { readPdf } from '../../../../e2e/support/pdf-text'
import type { TaxSummaryRow } from './tax-summary'
import { type TaxSummaryPdfTexts, taxSummaryPdf } from './tax-summary-pdf'

/** The PDF's texts from a language's catalogue, as the route writes them. */
async function textsOf(language: MessageLanguage, locale: string): Promise<TaxSummaryPdfTexts> {
  const translate = createTranslator({
    locale,
    messages: await loadMessages(language),
    namespace: 'Money.taxSummary',
  })
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(key as never, values as never)
  return {
    title: t('pdfTitle', { year: 2025 }),
    customer: t('pdfCustomer', { number: 'BAC_1000000001' }),
    columns: {
      bank: t('columns.bank'),
      country: t('columns.country'),
      interest: t('columns.interest'),
      tax: t('columns.tax'),
      net: t('columns.net'),
    },
    unknownBank: t('unknownBank'),
    empty: t('yearEmpty'),
    note: t('pdfNote'),
  }
}

const row = (bankName: string, bankCountry: string): TaxSummaryRow => ({
  bankName,
  bankCountry,
  currency: 'EUR',
  interest: 5_001,
  withheldTax: 1_750,
})

const banks = [
  row('Česká spořitelna', 'CZ'),
  row('Zagrebačka banka', 'HR'),
  row('Rīgas Komercbanka', 'LV'),
  row('Šiaulių bankas', 'LT'),
  row('Gránit Bank Zrt. – Győr', 'HU'),
]

describe('tax summary PDF', () => {
  it('is a PDF with the year in its title, readable by a PDF library', async () => {
    const bytes = await taxSummaryPdf(
      { year: 2025, rows: [row('Crédit Lumière ✓', 'FR')] },
      await textsOf('en', 'en-gb'),
      'en-gb',
    )
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await readPdf(bytes)
    expect(pdf.title).toBe('Tax summary 2025')
    expect(pdf.pageCount).toBe(1)
  })

  it.each([
    ['the Polish tax column', 'Podatek u źródła'],
    ['the Polish note', 'Zestawienie sporządzono'],
    ['the Polish note', 'zaświadczeniem podatkowym'],
    ['a Czech bank', 'Česká spořitelna'],
    ['a Croatian bank', 'Zagrebačka banka'],
    ['a Latvian bank', 'Rīgas Komercbanka'],
    ['a Lithuanian bank', 'Šiaulių bankas'],
    ['a Hungarian bank', 'Gránit Bank Zrt. – Győr'],
    ['the country in Polish', 'Czechy'],
  ])('writes %s as written: %s', async (_, words) => {
    const pdf = await readPdf(
      await taxSummaryPdf({ year: 2025, rows: banks }, await textsOf('pl', 'pl-pl'), 'pl-pl'),
    )
    const text = pdf.lines.join(' ')
    expect(text).toContain(words)
    expect(text).not.toContain('?')
  })

  it('says in Polish that the year has no interest', async () => {
    const pdf = await readPdf(
      await taxSummaryPdf({ year: 2025, rows: [] }, await textsOf('pl', 'pl-pl'), 'pl-pl'),
    )
    expect(pdf.lines).toContain('W tym roku nie zaksięgowano odsetek.')
  })

  it('names an unknown bank and the country in words, amounts in the page locale', async () => {
    const { lines } = await readPdf(
      await taxSummaryPdf(
        { year: 2025, rows: [row('', 'CZ')] },
        await textsOf('de', 'de-at'),
        'de-at',
      ),
    )
    const money = (minor: number) => formatMoney(minor, 'EUR', 'de-at')
    expect(lines).toEqual(
      expect.arrayContaining(['Unbekannte Bank', 'Tschechien', money(5_001), money(3_251)]),
    )
    expect(lines).not.toContain('CZ')
  })

  it('wraps the note within the page and shortens a bank name wider than its column', async () => {
    const texts = await textsOf('pl', 'pl-pl')
    const long = 'Bank Spółdzielczy w Przykładowym Mieście Wielkopolskim'
    const { lines } = await readPdf(
      await taxSummaryPdf({ year: 2025, rows: [row(long, 'PL')] }, texts, 'pl-pl'),
    )
    expect(lines.some((line) => line.startsWith('Bank Spółdzielczy') && line.endsWith('…'))).toBe(
      true,
    )
    expect(lines.join(' ')).toContain(texts.note)
    expect(lines).not.toContain(texts.note)
  })
})
