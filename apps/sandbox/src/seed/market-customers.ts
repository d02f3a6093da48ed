import { type PortalLocale, portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { hashPassword, seedSaltFor } from '../auth/password-hash'
import { consentsOf, type DemoCustomers, demoPassword } from './demo-customers'
import { demoPerson, marketAddress, numbersOf } from './demo-persons'
import { marketFaker } from './market-faker'
import { sandboxSeed, seedReferenceDate } from './seed-faker'

const fictitiousRoutingNumber = '150000002'

/**
 * DEVELOPMENT ONLY: one active personal customer per market, `demo.<locale>@example.com` (e.g.
 * demo.fr-fr@example.com, BAC_1100000005), living in that market's country with a reference
 * account in its currency: the logins the per-market tests use for the products page and orders.
 * Each is drawn by a faker of their own market (its names, streets, towns), with a mobile number
 * and a tax identifier of its country, so the rest of the seed stays as it was.
 */
export function marketCustomerUsername(locale: PortalLocale): string {
  return `demo.${locale}@example.com`
}

/** BAC_1100000001 (de-de) … BAC_1100000012 (en-us), in the order of the locales. */
export function marketCustomerId(locale: PortalLocale): string {
  return `BAC_${1_100_000_001 + portalLocales.indexOf(locale)}`
}

/** Reference accounts: the IBAN registry's example IBANs (no real account); the US has none. */
const referenceIbans: Readonly<Record<string, string>> = {
  DE: 'DE89370400440532013000',
  AT: 'AT611904300234573201',
  GB: 'GB29NWBK60161331926819',
  IE: 'IE29AIBK93115212345678',
  ES: 'ES9121000418450200051332',
  FR: 'FR1420041010050500013M02606',
  NL: 'NL91ABNA0417164300',
  PL: 'PL61109010140000071219812874',
  FI: 'FI2112345600000785',
  IT: 'IT60X0542811101000000123456',
  CH: 'CH9300762011623852957',
}

export function buildMarketCustomers(): DemoCustomers {
  const result: DemoCustomers = {
    accounts: [],
    persons: [],
    roles: [],
    referenceAccounts: [],
    users: [],
    consents: [],
  }
  portalLocales.forEach((locale, index) => {
    const market = marketOf(locale)
    const { country, currency, language } = market
    const faker = marketFaker(market, sandboxSeed + 12 + index)
    const id = marketCustomerId(locale)
    const username = marketCustomerUsername(locale)
    const address = marketAddress(faker, country)
    const person = demoPerson(faker, 101 + index, username, address, language, numbersOf(country))
    const holder = `${person.firstName} ${person.lastName}`
    result.persons.push(person)
    result.accounts.push({
      id,
      legacyPartnerNo: String(4_300_000 + index),
      status: 'ACTIVE',
      type: 'PERSONAL',
      distributorId: `ZINSPILOT_${country}`,
      distributionChannelId: 'WEB',
      registrationDate: seedReferenceDate.toISOString().slice(0, 10),
      company: null,
      address,
      deliveryAddress: null,
    })
    result.roles.push({
      id: `${id}-role-1`,
      customerId: id,
      personId: person.id,
      name: 'ACCOUNT_HOLDER',
      status: 'ACTIVE',
    })
    const iban = referenceIbans[country] ?? ''
    result.referenceAccounts.push({
      accountId: `${id}-ref-1`,
      customerId: id,
      accountHolder: holder,
      bankName: 'Sandbox Reference Bank',
      bic: `SBXR${country}22`,
      iban,
      // the US: account and routing number instead of an IBAN; the routing number's prefix 15 is
      // in a range the ABA never gives out (13–20), so it is no real bank's, and it checks
      accountNumber: iban === '' ? faker.string.numeric(12) : iban.slice(-10),
      branchCode: iban === '' ? fictitiousRoutingNumber : iban.slice(4, 12),
      ccy: currency,
    })
    const userId = `user-${person.id}`
    result.users.push({
      id: userId,
      username,
      passwordHash: hashPassword(demoPassword, seedSaltFor(username)),
      personId: person.id,
      bacNumbers: [id],
      createdAt: seedReferenceDate.toISOString(),
    })
    result.consents.push(...consentsOf(userId, false))
  })
  return result
}
