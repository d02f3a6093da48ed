import { Agreement, AgreementText } from '@portal/api-clients/contracts/customers'
import { formatDate } from '@portal/domain/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { setCorrespondenceLanguage } from '../../test-support/correspondence-language'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { readPdf } from '../../test-support/pdf-text'
import { textsIn } from '../../texts/catalogues'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

const agreement = (customerId: string, kind: string) =>
  `/cas/v1/customers/${customerId}/agreements/${kind}`

async function shownText(token: string, customerId: string, kind: string, language?: string) {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {}
  const response = await kit.call('GET', `${agreement(customerId, kind)}/text`, token, undefined, {
    ...headers,
  })
  return AgreementText.parse(await response.json())
}

async function printed(token: string, customerId: string, documentId: string | null) {
  const response = await kit.call(
    'GET',
    `/dds/api/v2/customers/${customerId}/documents/${documentId}/content`,
    token,
  )
  return readPdf(new Uint8Array(await response.arrayBuffer()))
}

describe('one agreement text: shown = stored = printed, versioned, in the reader’s language', () => {
  it('stores and prints exactly the French text the customer was shown', async () => {
    const token = await kit.token('demo.personal@example.com')
    const shown = await shownText(token, 'BAC_1000000001', 'direct_debit_mandate', 'fr-FR')
    expect(shown).toMatchObject({
      kind: 'direct_debit_mandate',
      language: 'fr',
      title: textsIn('fr').agreements.titles.direct_debit_mandate,
    })
    expect(shown.text).toMatch(/^Mandat de prélèvement SEPA, référence BAC_1000000001-DD\./)
    const given = Agreement.parse(
      await (
        await kit.call('PUT', agreement('BAC_1000000001', 'direct_debit_mandate'), token, {
          agreed: true,
          version: shown.version,
          language: shown.language,
        })
      ).json(),
    )
    expect(given).toMatchObject({ text: shown.text, version: shown.version, language: 'fr' })
    const pdf = await printed(token, 'BAC_1000000001', given.documentId)
    expect(pdf.title).toBe(shown.title)
    const [title, agreedBy, blank, ...body] = pdf.lines
    expect([title, blank]).toEqual([shown.title, ''])
    const today = formatDate(given.agreedAt.slice(0, 10), 'fr-FR')
    expect(agreedBy).toBe(`Accepté le ${today} par demo.personal@example.com`)
    expect(agreedBy).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(body.join(' ')).toBe(shown.text)
  })

  it('refuses a text version the bank no longer words (409), agreeing to nothing', async () => {
    const token = await kit.token('demo.joint@example.com')
    const response = await kit.call(
      'PUT',
      agreement('BAC_1000000002', 'direct_debit_mandate'),
      token,
      { agreed: true, version: '2001-01', language: 'de' },
    )
    expect(response.status).toBe(409)
    expect((await response.json()).code).toBe('agreementTextChanged')
    const stored = await kit.call('GET', agreement('BAC_1000000002', 'direct_debit_mandate'), token)
    expect(stored.status).toBe(404)
  })

  it('answers the stored language for garbage or unserved Accept-Language, the market’s without one', async () => {
    const token = await kit.token('demo.business@example.com')
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000003', 'pl')
    for (const header of ['xx-garbage;;', 'sv-SE', undefined]) {
      const shown = await shownText(token, 'BAC_1000000003', 'direct_debit_mandate', header)
      expect(shown.language).toBe('pl')
      expect(shown.title).toBe('Polecenie zapłaty SEPA')
    }
    await setCorrespondenceLanguage(kit.database.orm, 'BAC_1000000003', 'sv')
    const market = await shownText(token, 'BAC_1000000003', 'direct_debit_mandate')
    expect(market.language).toBe('de')
  })

  it('prints Polish letters the standard PDF font cannot write, readable again', async () => {
    const token = await kit.token('demo.business@example.com')
    const shown = await shownText(token, 'BAC_1000000003', 'direct_debit_mandate', 'pl')
    const given = Agreement.parse(
      await (
        await kit.call('PUT', agreement('BAC_1000000003', 'direct_debit_mandate'), token, {
          agreed: true,
          version: shown.version,
          language: 'pl',
        })
      ).json(),
    )
    const pdf = await printed(token, 'BAC_1000000003', given.documentId)
    expect(pdf.lines.slice(3).join(' ')).toBe(shown.text)
    expect(shown.text).toContain('upoważniam')
  })
})
