import { accountTypes, Bank, consentIds, Offer, productTypes } from '@portal/domain'
import { checkIban } from '@portal/domain/customer-data/iban-check'
import { portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { guaranteeLimitOn } from '@portal/domain/money/deposit-guarantee-schemes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/password-hash'
import { bankIn } from '../bank/catalogue/bank-wording'
import { closeDatabase, type Database } from '../db/database'
import { toBank } from '../db/mapping/bank-mapping'
import { toOffer } from '../db/mapping/offer-mapping'
import * as schema from '../db/schema'
import { openTestDatabase } from '../test-support/seeded-database'
import { buildBanks } from './banks'
import { demoPassword } from './demo-customers'
import { isValidIban } from './iban'
import { marketCustomerId, marketCustomerUsername } from './market-customers'
import { termMonthsOffered } from './offer-plans'
import { buildOffers } from './offers'
import { createSeedFaker } from './seed-faker'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
})
afterAll(() => closeDatabase(database))

async function seededOffers(): Promise<Offer[]> {
  const banks = await database.orm.select().from(schema.banks)
  const rows = await database.orm.select().from(schema.offers)
  return rows.map((row) => {
    const bank = banks.find((candidate) => candidate.id === row.bankId)
    if (bank === undefined) throw new Error(`offer ${row.id} has no bank`)
    return toOffer(row, bank)
  })
}

describe('seeded marketplace', () => {
  it('has at least 60 banks in at least 20 countries, each a valid Bank', async () => {
    const banks = (await database.orm.select().from(schema.banks)).map(toBank)
    expect(banks.length).toBeGreaterThanOrEqual(60)
    expect(new Set(banks.map((bank) => bank.countryCode)).size).toBeGreaterThanOrEqual(20)
    for (const bank of banks) {
      // as served: descriptions in the reader's language, the stored translations left out
      const served = bankIn(bank, { language: 'en', tag: 'en-GB' })
      expect(Bank.parse(served)).toEqual(served)
    }
    const us = banks.filter((bank) => bank.countryCode === 'US')
    expect(us.every((bank) => bank.institutionFeatures.length > 0)).toBe(true)
    expect(new Set(banks.map((bank) => bank.name)).size).toBe(banks.length)
  })

  it('has at least 600 offers of every product type and term, each a valid Offer', async () => {
    const offers = await seededOffers()
    expect(offers.length).toBeGreaterThanOrEqual(600)
    for (const offer of offers) expect(Offer.parse(offer)).toEqual(offer)
    expect(new Set(offers.map((offer) => offer.productType))).toEqual(new Set(productTypes))
    const terms = new Set(
      offers.filter((o) => o.productType === 'term_deposit').map((o) => o.termMonths),
    )
    for (const term of termMonthsOffered) expect(terms).toContain(term)
    const currencies = new Set(offers.map((offer) => offer.currency))
    for (const currency of ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK'])
      expect(currencies).toContain(currency)
  })

  it('keeps rates and amounts consistent', async () => {
    for (const offer of await seededOffers()) {
      expect(Number(offer.effectiveRate)).toBeGreaterThanOrEqual(Number(offer.nominalRate))
      if (!offer.compounding) expect(offer.effectiveRate).toBe(offer.nominalRate)
      expect(offer.minAmount).toBeLessThanOrEqual(offer.maxAmount)
      expect(offer.noticePeriodDays !== null).toBe(offer.productType === 'notice_account')
      if (offer.noticePeriodDays !== null) {
        expect(offer.noticePeriodDays).toBeGreaterThanOrEqual(30)
        expect(offer.noticePeriodDays).toBeLessThanOrEqual(365)
      }
    }
  })

  it('takes each bank’s guarantee from the domain table; Polish banks save in PLN', async () => {
    const banks = (await database.orm.select().from(schema.banks)).map(toBank)
    for (const bank of banks) {
      const { scheme, limit, currency } = guaranteeLimitOn(bank.countryCode, '2026-01-01') ?? {}
      expect(bank.depositGuarantee).toMatchObject({ scheme, limit, currency })
    }
    const fscs = banks.find((bank) => bank.countryCode === 'GB')?.depositGuarantee
    expect(fscs).toMatchObject({ limit: 120_000_00, currency: 'GBP' })
    const polish = (await seededOffers()).filter(
      (offer) => offer.country === 'PL' && offer.productType !== 'foreign_currency',
    )
    expect(polish.length).toBeGreaterThan(10)
    expect(new Set(polish.map((offer) => offer.currency))).toEqual(new Set(['PLN']))
  })

  it('is deterministic', () => {
    const first = buildOffers(createSeedFaker(), buildBanks(createSeedFaker()))
    const second = buildOffers(createSeedFaker(), buildBanks(createSeedFaker()))
    expect(second).toEqual(first)
  })
})

describe('seeded customers', () => {
  it('has every account type, with persons, roles and valid reference IBANs', async () => {
    const accounts = await database.orm.select().from(schema.customerAccounts)
    expect(new Set(accounts.map((account) => account.type))).toEqual(new Set(accountTypes))
    const roles = await database.orm.select().from(schema.personRoles)
    for (const account of accounts) {
      expect(roles.some((role) => role.customerId === account.id)).toBe(true)
      expect(account.id).toMatch(/^BAC_\d+$/)
    }
    const references = await database.orm.select().from(schema.referenceAccounts)
    expect(references.length).toBe(accounts.length)
    // the US market's customer has an account and routing number instead (see below)
    const withIban = references.filter((reference) => reference.iban !== '')
    expect(references.length - withIban.length).toBe(1)
    for (const reference of withIban) expect(isValidIban(reference.iban)).toBe(true)
  })

  it('has demo users with the development password, consents and one with several BACs', async () => {
    const users = await database.orm.select().from(schema.users)
    const usernames = users.map((user) => user.username)
    expect(usernames).toEqual(
      expect.arrayContaining([
        'demo.personal@example.com',
        'demo.joint@example.com',
        'demo.business@example.com',
      ]),
    )
    expect(users.some((user) => user.bacNumbers.length > 1)).toBe(true)
    for (const user of users) expect(verifyPassword(demoPassword, user.passwordHash)).toBe(true)
    expect(verifyPassword('wrong', users[0]?.passwordHash ?? '')).toBe(false)
    const consents = await database.orm.select().from(schema.consents)
    for (const user of users) {
      const own = consents.filter((consent) => consent.userId === user.id)
      expect(new Set(own.map((consent) => consent.id))).toEqual(new Set(consentIds))
      expect(own.filter((c) => c.id === 'cs' || c.id === 'legal').every((c) => c.valid)).toBe(true)
    }
  })
})

describe('seeded market customers', () => {
  it.each(portalLocales)(
    '%s: an active customer living there, saving in its currency',
    async (locale) => {
      const { country, currency } = marketOf(locale)
      const id = marketCustomerId(locale)
      const [account] = await database.orm
        .select()
        .from(schema.customerAccounts)
        .where(eq(schema.customerAccounts.id, id))
      expect(account).toMatchObject({ status: 'ACTIVE', address: { countryCode: country } })
      const [user] = await database.orm
        .select()
        .from(schema.users)
        .where(eq(schema.users.username, marketCustomerUsername(locale)))
      expect(user?.bacNumbers).toEqual([id])
      expect(verifyPassword(demoPassword, user?.passwordHash ?? '')).toBe(true)
      const [reference] = await database.orm
        .select()
        .from(schema.referenceAccounts)
        .where(eq(schema.referenceAccounts.customerId, id))
      expect(reference?.ccy).toBe(currency)
      if (country === 'US') expect(reference?.iban).toBe('')
      else
        expect(checkIban(reference?.iban ?? '', { requireSepa: false })).toMatchObject({
          ok: true,
          countryCode: country,
        })
    },
  )
})
