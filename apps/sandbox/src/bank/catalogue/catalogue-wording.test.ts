import { formatCountryName, formatPercent } from '@portal/domain/format'
import { describe, expect, it } from 'vitest'
import { buildBanks } from '../../seed/banks'
import { buildOffers } from '../../seed/offers'
import { createSeedFaker } from '../../seed/seed-faker'
import { textsIn } from '../../texts/catalogues'
import { bankIn } from './bank-wording'
import { offerIn } from './offer-wording'

const faker = createSeedFaker()
const banks = buildBanks(faker)
const offers = buildOffers(faker, banks)
const finnish = { language: 'fi', tag: 'fi-FI' } as const
const english = { language: 'en', tag: 'en-GB' } as const

describe('offers in the reader’s language', () => {
  it('writes every bank text of an offer from its facts, in English as the seed stored it', () => {
    for (const offer of offers.slice(0, 200)) expect(offerIn(offer, english)).toEqual(offer)
  })

  it('writes them in Finnish for a Finnish reader, figures by the Finnish Intl rules', () => {
    const notice = offers.find((offer) => offer.productType === 'notice_account')
    const taxed = offers.find((offer) => offer.withholdingTax.rate !== '0')
    if (notice === undefined || taxed === undefined) throw new Error('seed without such offers')
    const texts = textsIn('fi').offers
    expect(offerIn(notice, finnish).earlyTermination.description).toBe(
      texts.earlyTermination.notice(notice.noticePeriodDays ?? 0),
    )
    expect(offerIn(taxed, finnish).withholdingTax.description).toBe(
      texts.taxAtSource(
        formatCountryName(taxed.country, 'fi-FI'),
        formatPercent(taxed.withholdingTax.rate, 'fi-FI'),
      ),
    )
    const localised = offerIn(notice, finnish)
    expect(localised.productInformationSheet?.title).toBe('Tuoteseloste')
    expect(Object.values(texts.specialFeatures)).toEqual(
      expect.arrayContaining(localised.specialFeatures),
    )
    expect(localised.specialFeatures.length).toBeGreaterThan(0)
    expect(Object.values(texts.costs)).toContain(localised.costs)
    expect(localised.descriptions.every((d) => d.language === undefined)).toBe(true)
  })

  it('keeps a partner’s own description as written and says it is English', () => {
    const [offer] = offers
    if (offer === undefined) throw new Error('no offers')
    const own = { id: 'partner_note', type: 'STRING_PLAIN' as const, value: 'Our own words.' }
    const read = offerIn({ ...offer, descriptions: [own] }, finnish).descriptions
    expect(read).toEqual([{ ...own, language: 'en' }])
    expect(offerIn({ ...offer, descriptions: [own] }, english).descriptions).toEqual([own])
  })
})

describe('tax at source for the market’s savers', () => {
  const [offer] = offers
  const german = { language: 'de', tag: 'de-DE' } as const
  const polish = { language: 'pl', tag: 'pl-PL' } as const
  const de = textsIn('de').offers
  const pl = textsIn('pl').offers
  const en = textsIn('en').offers

  it.each([
    // a resident at a bank of their own country: the resident's deduction, no treaty
    [
      'PL',
      'PL',
      polish,
      '0.19',
      pl.taxAtSourceAtHome(formatPercent('0.19', 'pl-PL')),
      pl.taxation.withheldAtHome,
    ],
    [
      'DE',
      'DE',
      german,
      '0.26375',
      de.taxAtSourceAtHome(formatPercent('0.26375', 'de-DE')),
      de.taxation.automaticGerman,
    ],
    ['GB', 'GB', german, '0', de.noTaxAtSourceAtHome, de.taxation.grossByTaxCode],
    // interest paid gross: a UK saver's tax is collected through the tax code, others declare it
    ['NL', 'GB', english, '0', en.noTaxAtSource('Netherlands'), en.taxation.grossByTaxCode],
    ['NL', 'IE', english, '0', en.noTaxAtSource('Netherlands'), en.taxation.gross],
    // a saver resident elsewhere: the country's tax at source, reduced by a treaty where one is listed
    ['DE', 'AT', german, '0', de.noTaxAtSource('Deutschland'), de.taxation.gross],
    [
      'IT',
      'DE',
      german,
      '0.05',
      de.taxAtSource('Italien', formatPercent('0.05', 'de-DE')),
      de.taxation.afterTaxAtSource('Italien'),
    ],
    [
      'IT',
      'PL',
      polish,
      '0.26',
      pl.taxAtSource('Włochy', formatPercent('0.26', 'pl-PL')),
      pl.taxation.afterTaxAtSource('Włochy'),
    ],
  ] as const)(
    'a %s bank for a saver resident in %s',
    (country, residence, reader, rate, withheld, taxation) => {
      if (offer === undefined) throw new Error('no offers')
      const read = offerIn({ ...offer, country }, reader, residence)
      expect(read.withholdingTax).toEqual({ rate, description: withheld })
      expect(read.taxation).toBe(taxation)
    },
  )

  it('keeps the offer’s own figure without a residence: what savers resident elsewhere pay', () => {
    const taxed = offers.find((candidate) => candidate.withholdingTax.rate !== '0')
    if (taxed === undefined) throw new Error('seed without such offers')
    const read = offerIn(taxed, german)
    expect(read.withholdingTax.rate).toBe(taxed.withholdingTax.rate)
    expect(read.taxation).toBe(
      de.taxation.afterTaxAtSource(formatCountryName(taxed.country, 'de-DE')),
    )
  })
})

describe('a country in a sentence', () => {
  const facts = {
    name: 'Testbank',
    founded: 1900,
    customers: '1',
    focus: 'x',
    rating: 'AA',
    website: 'https://bank.example',
  }
  it.each([
    ['en', 'en-GB', 'GB', 'a bank in the United Kingdom'],
    ['en', 'en-US', 'US', 'a bank in the United States'],
    ['en', 'en-IE', 'NL', 'a bank in the Netherlands'],
    ['en', 'en-IE', 'IT', 'a bank in Italy'],
    ['de', 'de-CH', 'CH', 'eine Bank in der Schweiz'],
    ['de', 'de-DE', 'NL', 'eine Bank in den Niederlanden'],
    ['de', 'de-AT', 'SK', 'eine Bank in der Slowakei'],
    ['de', 'de-DE', 'IT', 'eine Bank in Italien'],
  ] as const)('%s (%s): a bank of %s is “%s”', (language, tag, code, phrase) => {
    const country = formatCountryName(code, tag)
    expect(textsIn(language).banks.summary({ ...facts, country })).toContain(phrase)
  })

  it('starts a German sentence with the country in its case', () => {
    expect(textsIn('de').offers.noTaxAtSource(formatCountryName('NL', 'de-DE'))).toMatch(
      /^In den Niederlanden wird/,
    )
  })
})

describe('banks in the reader’s language', () => {
  it('serves the partner’s translation, the guarantee written from its facts', () => {
    const [bank] = banks
    if (bank === undefined) throw new Error('no banks')
    const read = bankIn(bank, { language: 'pl', tag: 'pl-PL' })
    const summary = read.descriptions.find((d) => d.id === 'bank_summary')
    expect(summary?.value).toContain(formatCountryName(bank.countryCode, 'pl-PL'))
    expect(summary?.language).toBeUndefined()
    const guarantee = read.descriptions.find((d) => d.id === 'deposit_insurance_description')
    expect(guarantee?.value).toMatch(/^<p>Depozyty są chronione przez/)
    expect(read.documents[0]?.title).toBe('Karta informacyjna produktu')
    expect(JSON.stringify(read)).not.toContain('translations')
  })

  it('marks a partner text without translation as English (as the hostile-text seed writes)', () => {
    const [bank] = banks
    if (bank === undefined) throw new Error('no banks')
    const own = bank.descriptions.map((d) =>
      d.id === 'bank_description' ? { id: d.id, type: d.type, value: '<p>Only English.</p>' } : d,
    )
    const read = bankIn({ ...bank, descriptions: own }, { language: 'de', tag: 'de-DE' })
    expect(read.descriptions.find((d) => d.id === 'bank_description')).toEqual({
      id: 'bank_description',
      type: 'STRING_HTML',
      value: '<p>Only English.</p>',
      language: 'en',
    })
  })
})
