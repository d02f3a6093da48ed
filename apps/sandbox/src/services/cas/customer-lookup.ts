import type { CustomerEmbedPart } from '@portal/api-clients/contracts/customers'
import type {
  AccountStatus,
  AccountType,
  Customer,
  Person,
  RoleName,
  RoleStatus,
} from '@portal/domain'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { customerAccounts, personRoles, persons, referenceAccounts } from '../../db/schema'

type PersonRow = typeof persons.$inferSelect
type RoleRow = typeof personRoles.$inferSelect

const accountRow = preparedPerDatabase((orm) =>
  orm
    .select()
    .from(customerAccounts)
    .where(eq(customerAccounts.id, sql.placeholder('customerId')))
    .prepare('customer_account'),
)
const roleRows = preparedPerDatabase((orm) =>
  orm
    .select()
    .from(personRoles)
    .where(eq(personRoles.customerId, sql.placeholder('customerId')))
    .orderBy(asc(personRoles.id))
    .prepare('customer_roles'),
)
const referenceAccountRows = preparedPerDatabase((orm) =>
  orm
    .select()
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, sql.placeholder('customerId')))
    .orderBy(asc(referenceAccounts.accountId))
    .prepare('customer_reference_accounts'),
)

/** The customer account as the domain's Customer, with the asked-for parts in `_embedded`. */
export async function findCustomer(
  orm: SandboxOrm,
  customerId: string,
  embed: ReadonlySet<CustomerEmbedPart>,
): Promise<Customer | undefined> {
  const [account] = await accountRow(orm).execute({ customerId })
  if (account === undefined) return undefined
  const roles = await roleRows(orm).execute({ customerId })
  const personIds = [...new Set(roles.map((role) => role.personId))]
  const customer: Customer = {
    id: account.id,
    legacyId: { partnerNo: account.legacyPartnerNo },
    status: account.status as AccountStatus,
    type: account.type as AccountType,
    distributorId: account.distributorId,
    distributionChannelId: account.distributionChannelId,
    registrationDate: account.registrationDate,
    company: account.company,
    persons: personIds.map((id) => ({ id })),
    address: account.address,
    deliveryAddress: account.deliveryAddress,
  }
  if (embed.size === 0) return customer
  return { ...customer, _embedded: await embeddedParts(orm, customerId, personIds, roles, embed) }
}

async function embeddedParts(
  orm: SandboxOrm,
  customerId: string,
  personIds: string[],
  roles: RoleRow[],
  embed: ReadonlySet<CustomerEmbedPart>,
): Promise<NonNullable<Customer['_embedded']>> {
  const embedded: NonNullable<Customer['_embedded']> = {}
  if (embed.has('all-persons') && personIds.length > 0) {
    const rows = await orm.select().from(persons).where(inArray(persons.id, personIds))
    embedded.persons = rows
      .sort((a, b) => personIds.indexOf(a.id) - personIds.indexOf(b.id))
      .map((row) => toPerson(row, roles))
  } else if (embed.has('all-persons')) {
    embedded.persons = []
  }
  if (embed.has('reference-accounts')) {
    const rows = await referenceAccountRows(orm).execute({ customerId })
    embedded.referenceAccounts = rows.map(({ customerId: _owner, ...account }) => account)
  }
  return embedded
}

export function toPerson(row: PersonRow, roles: RoleRow[]): Person {
  const pep = row.additionalFinancialInformation?.pep
  return {
    id: row.id,
    personId: row.personId,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    username: row.username,
    personalDetails: row.personalDetails,
    address: row.address,
    contactDetails: row.contactDetails,
    taxDetails: row.taxDetails,
    additionalFinancialInformation:
      row.additionalFinancialInformation === null
        ? null
        : {
            sourceOfFunds: row.additionalFinancialInformation.sourceOfFunds,
            pep:
              pep === undefined
                ? null
                : { status: pep.status ? 'PEP' : 'NO_PEP', additionalInfo: pep.additionalInfo },
          },
    roles: roles
      .filter((role) => role.personId === row.id)
      .map((role) => ({
        id: role.id,
        name: role.name as RoleName,
        status: role.status as RoleStatus,
      })),
  }
}
