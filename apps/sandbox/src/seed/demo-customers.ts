import type { Faker } from '@faker-js/faker'
import { type AccountType, type ConsentId, consentIds, type RoleName } from '@portal/domain'
import { hashPassword, seedSaltFor } from '../auth/password-hash'
import type {
  consents,
  customerAccounts,
  personRoles,
  referenceAccounts,
  users,
} from '../db/schema'
import { demoAddress, demoPerson, type PersonRow } from './demo-persons'
import { buildIban } from './iban'
import { seedReferenceDate } from './seed-faker'

/**
 * DEVELOPMENT ONLY: the password of every seeded demo user. It exists to log in to a local
 * sandbox and must never be used for anything else.
 */
export const demoPassword = 'Demo-Password-1'

export interface DemoCustomers {
  accounts: (typeof customerAccounts.$inferSelect)[]
  persons: PersonRow[]
  roles: (typeof personRoles.$inferSelect)[]
  referenceAccounts: (typeof referenceAccounts.$inferSelect)[]
  users: (typeof users.$inferSelect)[]
  consents: (typeof consents.$inferSelect)[]
}

interface AccountPlan {
  id: string
  type: AccountType
  status: 'ACTIVE' | 'REGISTERED'
  /** Persons by username with their role on this account. */
  members: [username: string, role: RoleName][]
}

const accountPlans: AccountPlan[] = [
  {
    id: 'BAC_1000000001',
    type: 'PERSONAL',
    status: 'ACTIVE',
    members: [['demo.personal@example.com', 'ACCOUNT_HOLDER']],
  },
  {
    id: 'BAC_1000000002',
    type: 'JOINT',
    status: 'ACTIVE',
    members: [
      ['demo.joint@example.com', 'ACCOUNT_HOLDER'],
      ['demo.joint.partner@example.com', 'ACCOUNT_HOLDER'],
      ['demo.joint.partner@example.com', 'TAX_PARTNER'],
    ],
  },
  {
    id: 'BAC_1000000003',
    type: 'BUSINESS',
    status: 'ACTIVE',
    members: [
      ['demo.business@example.com', 'LEGAL_REPRESENTATIVE'],
      ['demo.business@example.com', 'ULTIMATE_BENEFICIAL_OWNER'],
      ['demo.multi@example.com', 'AUTHORIZED_PERSON'],
    ],
  },
  {
    id: 'BAC_1000000004',
    type: 'PERSONAL',
    status: 'ACTIVE',
    members: [['demo.multi@example.com', 'ACCOUNT_HOLDER']],
  },
  {
    id: 'BAC_1000000005',
    type: 'PERSONAL',
    status: 'REGISTERED',
    members: [['demo.multi@example.com', 'ACCOUNT_HOLDER']],
  },
]

/** Users who log in; demo.multi@example.com has several BAC numbers. */
const loginUsernames = [
  'demo.personal@example.com',
  'demo.joint@example.com',
  'demo.business@example.com',
  'demo.multi@example.com',
]

export function buildDemoCustomers(faker: Faker): DemoCustomers {
  const usernames = [...new Set(accountPlans.flatMap((plan) => plan.members.map(([name]) => name)))]
  // German residents who write in English: the demo and the e2e tests show them on the English
  // pages (en-gb), and their letters, mails and SMS match those pages
  const persons = usernames.map((username, index) =>
    demoPerson(faker, index + 1, username, demoAddress(faker), 'en'),
  )
  const personOf = (username: string) => persons.find((person) => person.username === username)
  const result: DemoCustomers = {
    accounts: [],
    persons,
    roles: [],
    referenceAccounts: [],
    users: [],
    consents: [],
  }
  for (const [index, plan] of accountPlans.entries()) {
    const holder = personOf(plan.members[0]?.[0] ?? '')
    if (holder === undefined) throw new Error(`Account ${plan.id} has no members`)
    result.accounts.push(customerAccount(faker, plan, index, holder))
    plan.members.forEach(([username, role], roleIndex) => {
      result.roles.push({
        id: `${plan.id}-role-${roleIndex + 1}`,
        customerId: plan.id,
        personId: personOf(username)?.id ?? '',
        name: role,
        status: plan.status === 'ACTIVE' ? 'ACTIVE' : 'REQUESTED',
      })
    })
    result.referenceAccounts.push(referenceAccount(faker, plan, index, holder))
  }
  for (const username of loginUsernames) {
    const person = personOf(username)
    if (person === undefined) throw new Error(`No person ${username}`)
    const bacNumbers = accountPlans
      .filter((plan) => plan.members.some(([member]) => member === username))
      .map((plan) => plan.id)
    const userId = `user-${person.id}`
    result.users.push({
      id: userId,
      username,
      passwordHash: hashPassword(demoPassword, seedSaltFor(username)),
      personId: person.id,
      bacNumbers,
      createdAt: seedReferenceDate.toISOString(),
    })
    result.consents.push(...consentsOf(userId, username === 'demo.multi@example.com'))
  }
  return result
}

function customerAccount(faker: Faker, plan: AccountPlan, index: number, holder: PersonRow) {
  return {
    id: plan.id,
    legacyPartnerNo: String(4_200_000 + index),
    status: plan.status,
    type: plan.type,
    distributorId: 'ZINSPILOT_DE',
    distributionChannelId: 'WEB',
    registrationDate: faker.date
      .past({ years: 5, refDate: seedReferenceDate })
      .toISOString()
      .slice(0, 10),
    company:
      plan.type === 'BUSINESS'
        ? {
            name: `${faker.person.lastName()} Werkzeugbau GmbH`,
            legalForm: 'GMBH',
            registrationNumber: `HRB ${faker.string.numeric(6)}`,
            countryCode: 'DE',
          }
        : null,
    address: holder.address ?? demoAddress(faker),
    deliveryAddress: plan.type === 'BUSINESS' ? demoAddress(faker) : null,
  }
}

function referenceAccount(faker: Faker, plan: AccountPlan, index: number, holder: PersonRow) {
  const bankCode = faker.string.numeric({ length: 8, allowLeadingZeros: false })
  const accountNumber = faker.string.numeric(10)
  return {
    accountId: `${plan.id}-ref-1`,
    customerId: plan.id,
    accountHolder: `${holder.firstName} ${holder.lastName}`,
    bankName: faker.helpers.arrayElement([
      'Hausbank Nordwest',
      'Stadtsparkasse Lindental',
      'Volkstal Bank',
    ]),
    bic: `SBX${'ABCDE'[index] ?? 'X'}DEFF${faker.string.numeric(3)}`,
    iban: buildIban('DE', `${bankCode}${accountNumber}`),
    accountNumber,
    branchCode: bankCode,
    ccy: 'EUR',
  }
}

const consentTexts: Record<ConsentId, string> = {
  pensions: 'News about pension products',
  savings: 'News about savings and deposit offers',
  investments: 'News about investment products',
  beta_program: 'Early access to features in beta',
  alpha_program: 'Early access to features in alpha',
  cs: 'Customer service messages about your accounts',
  legal: 'Legally required notices',
}

export function consentsOf(userId: string, earlyAdopter: boolean) {
  return consentIds.map((id) => {
    const mandatory = id === 'cs' || id === 'legal'
    const program = id === 'alpha_program' || id === 'beta_program'
    return {
      userId,
      id,
      name: id,
      description: consentTexts[id],
      legitimateInterest: mandatory,
      valid: mandatory || (program ? earlyAdopter : id !== 'pensions'),
    }
  })
}
