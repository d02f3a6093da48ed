import { DepotDocument } from '@portal/api-clients/contracts/documents'
import { formatCountryName, formatDate, formatMoney, formatPercent } from '@portal/domain/format'
import { intlTagFor, marketOfResidence } from '@portal/domain/languages'
import { type MarketLanguage, servedLanguages } from '@portal/domain/markets'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { banks, deposits } from '../../db/schema'
import { setCorrespondenceLanguage } from '../../test-support/correspondence-language'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { readPdf } from '../../test-support/pdf-text'
import { textsIn } from '../../texts/catalogues'

let kit: CustomerDataKit
let erika: string
const customerId = 'BAC_1000000001'
const base = `/dds/api/v2/customers/${customerId}`

beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
})
afterAll(async () => {
  await setCorrespondenceLanguage(kit.database.orm, customerId, 'en')
  await closeDatabase(kit.database)
})

async function documentsIn(language: MarketLanguage) {
  await setCorrespondenceLanguage(kit.database.orm, customerId, language)
  const { items } = await (await kit.call('GET', `${base}/documents`, erika)).json()
  return (items as unknown[]).map((item) => DepotDocument.parse(item))
}

async function pdfText(documentId: string) {
  const content = await kit.call('GET', `${base}/documents/${documentId}/content`, erika)
  return readPdf(new Uint8Array(await content.arrayBuffer()))
}

describe('the bank’s documents in the customer’s language', () => {
  it.each(servedLanguages())(
    'prints the opening confirmation in %s: the rate as a percentage, the payout in words',
    async (language) => {
      const tag = intlTagFor(language, marketOfResidence('DE'))
      const [deposit] = await kit.database.orm
        .select({ deposit: deposits, bank: banks.name })
        .from(deposits)
        .innerJoin(banks, eq(banks.id, deposits.bankId))
        .where(eq(deposits.customerId, customerId))
      if (deposit === undefined) throw new Error('the demo customer has no deposit')
      const { deposit: opened, bank } = deposit
      const texts = textsIn(language).documents
      const document = (await documentsIn(language)).find(
        (candidate) => candidate.id === `OPN-${opened.id}`,
      )
      expect(document?.title).toBe(texts.openingConfirmation.title(bank))
      const pdf = await pdfText(document?.id ?? '')
      expect(pdf.title).toBe(texts.openingConfirmation.title(bank))
      const rate = formatPercent(opened.annualRate, tag)
      expect(pdf.lines).toEqual([
        texts.openingConfirmation.title(bank),
        ...texts.openingConfirmation.lines({
          id: opened.id,
          date: formatDate(opened.startDate, tag),
          bank,
          country: formatCountryName(opened.bankCountry, tag),
          principal: formatMoney(opened.principal, opened.currency, tag),
          rate,
          payout: texts.interestPayouts[opened.interestPayout as 'MATURITY'],
          maturity: opened.maturityDate ? formatDate(opened.maturityDate, tag) : null,
        }),
      ])
      // the rate bug: 0.0212 printed as "0.0212 %", and the raw enum
      const text = pdf.lines.join('\n')
      expect(text).toContain(rate)
      expect(text).not.toContain(opened.annualRate)
      expect(text).not.toMatch(/\b(MATURITY|ANNUAL|QUARTERLY|MONTHLY)\b/)
    },
  )

  it('writes Polish letters and Intl’s spaces into the PDF, readable again', async () => {
    const documents = await documentsIn('pl')
    const order = documents.find((candidate) => candidate.type === 'order_confirmation')
    const pdf = await pdfText(order?.id ?? '')
    const text = pdf.lines.join('\n')
    expect(text).toContain('Potwierdzenie zlecenia')
    expect(text).toContain('Tytuł przelewu')
    expect(text).not.toContain('?')
  })
})

describe('every document the bank lists, in every language', () => {
  it.each(servedLanguages().filter((language) => language !== 'en'))(
    'prints each of the customer’s documents in %s: not the English text, no ISO date, no raw code',
    async (language) => {
      const english = new Map(
        await Promise.all(
          (await documentsIn('en')).map(
            async (document) => [document.id, (await pdfText(document.id)).lines] as const,
          ),
        ),
      )
      const documents = await documentsIn(language)
      const types = new Set(documents.map((document) => document.type))
      expect([...types].sort()).toEqual(
        expect.arrayContaining(['opening_confirmation', 'order_confirmation']),
      )
      for (const document of documents) {
        const pdf = await pdfText(document.id)
        expect(pdf.title, document.id).toBe(document.title)
        expect(pdf.lines, document.id).not.toEqual(english.get(document.id))
        const text = pdf.lines.join('\n')
        expect(text, document.id).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/)
        expect(text, document.id).not.toMatch(/\b(MATURITY|ANNUAL|QUARTERLY|MONTHLY|AUTO_RENEW)\b/)
      }
      console.log(language, [...types].sort().join(' '))
    },
  )
})
