import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * A postal address (a JSON document of its row). `state`: a US address's state as its USPS code;
 * addresses stored before it existed have none, read as null (no migration needed). A US street
 * line may carry the house number, leaving `streetNumber` empty.
 */
export interface PostalAddress {
  street: string
  streetNumber: string | null
  additionalInformation: string | null
  city: string
  flatNumber: string | null
  postalCode: string
  state?: string | null
  countryCode: string
}

export interface Company {
  name: string
  legalForm: string
  registrationNumber: string
  countryCode: string
}

export interface PersonalDetails {
  academicTitleCode: string | null
  courtesyTitleCode: string
  birthName: string
  birthPlace: string
  birthCountryCode: string
  nationalityPrimary: string
  nationalitySecondary: string | null
  gender: string
  maritalStatus: string
  profession: string
  industry: string
}

export interface TaxDetails {
  taxIdentificationNumber: string
  countryCode: string
  precedence: number
}

interface CodedText {
  displayedText: string
  code: string
}

export interface AdditionalFinancialInformation {
  pep: { status: boolean; additionalInfo: string | null }
  sourceOfFunds: { originOfFunds: CodedText; annualIncome: CodedText }
}

export interface ContactDetails {
  email: string
  phoneNumber: string
  /** The language of mail, SMS and documents (the page's language at registration); unset: the market's. */
  correspondenceLanguage?: string
}

/** Customer accounts; `id` has the BAC_ format. */
export const customerAccounts = pgTable('customer_accounts', {
  id: text('id').primaryKey(),
  legacyPartnerNo: text('legacy_partner_no').notNull().unique(),
  status: text('status').notNull(),
  type: text('type').notNull(),
  distributorId: text('distributor_id').notNull(),
  distributionChannelId: text('distribution_channel_id').notNull(),
  registrationDate: date('registration_date', { mode: 'string' }).notNull(),
  company: jsonb('company').$type<Company>(),
  address: jsonb('address').$type<PostalAddress>().notNull(),
  deliveryAddress: jsonb('delivery_address').$type<PostalAddress>(),
})

export const persons = pgTable('persons', {
  id: text('id').primaryKey(),
  personId: text('person_id').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null until a registered customer completes onboarding, like the other personal data. */
  birthDate: date('birth_date', { mode: 'string' }),
  username: text('username').notNull(),
  personalDetails: jsonb('personal_details').$type<PersonalDetails>(),
  address: jsonb('address').$type<PostalAddress>(),
  contactDetails: jsonb('contact_details').$type<ContactDetails>().notNull(),
  taxDetails: jsonb('tax_details').$type<TaxDetails[]>().notNull(),
  additionalFinancialInformation: jsonb(
    'additional_financial_information',
  ).$type<AdditionalFinancialInformation>(),
})

/** A person's role on a customer account; this is also what links persons to accounts. */
export const personRoles = pgTable(
  'person_roles',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
  },
  (table) => [
    index('person_roles_customer_idx').on(table.customerId),
    index('person_roles_person_idx').on(table.personId),
  ],
)

export const referenceAccounts = pgTable(
  'reference_accounts',
  {
    accountId: text('account_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name').notNull(),
    bic: text('bic').notNull(),
    iban: text('iban').notNull(),
    accountNumber: text('account_number').notNull(),
    branchCode: text('branch_code').notNull(),
    ccy: text('ccy').notNull(),
  },
  (table) => [index('reference_accounts_customer_idx').on(table.customerId)],
)

/** Login users. `password_hash` is an scrypt hash in the format of `src/auth/password-hash.ts`. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  personId: text('person_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' }),
  bacNumbers: text('bac_numbers').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
})

/** Mail consents of a user (spec section 3, Consent). */
export const consents = pgTable(
  'consents',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('consent_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    legitimateInterest: boolean('legitimate_interest').notNull(),
    valid: boolean('valid').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.id] })],
)
