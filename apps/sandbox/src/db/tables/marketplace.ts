import type {
  CreditRating,
  DepositGuarantee,
  Description,
  Document,
  InstitutionFeatureLabel,
  InterestBookingInterval,
  InterestPayoutScheme,
  InterestPolicy,
  OfferAvailability,
  OfferProductType,
  ProductLabel,
  ProductType,
  Weekday,
} from '@portal/domain'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core'

/** A description as stored: a partner's own text may come with its translations. */
export type StoredDescription = Description & { translations?: Partial<Record<string, string>> }

/** Partner banks. `rating_rank` is the index in `creditRatings` (0 = AAA, best). */
export const banks = pgTable(
  'banks',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    countryCreditRating: text('country_credit_rating').$type<CreditRating>().notNull(),
    ratingRank: smallint('rating_rank').notNull(),
    logoUrl: text('logo_url').notNull(),
    depositGuarantee: jsonb('deposit_guarantee').$type<DepositGuarantee>().notNull(),
    institutionFeatures: text('institution_features')
      .array()
      .$type<InstitutionFeatureLabel[]>()
      .notNull(),
    descriptions: jsonb('descriptions').$type<StoredDescription[]>().notNull(),
    documents: jsonb('documents').$type<Document[]>().notNull(),
  },
  (table) => [
    index('banks_name_idx').on(table.name, table.id),
    index('banks_rating_rank_idx').on(table.ratingRank),
    index('banks_country_idx').on(table.countryCode),
  ],
)

/** The parts of an offer that are shown but never filtered or sorted on. */
export interface OfferTerms {
  earlyTermination: { allowed: boolean; description: string }
  taxation: string
  withholdingTax: { rate: string; description: string }
  productInformationSheet: Document | null
  bonus: { rate: string; description: string } | null
  negativeInterest: { booking: InterestBookingInterval; payment: InterestPolicy }
  prolongation: { automatic: boolean; description: string }
  additionalDocuments: Document[]
  specialFeatures: string[]
  costs: string
  descriptions: Description[]
}

/** Offers of partner banks. Amounts in minor units of `currency`; rates as exact numerics. */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    bankId: text('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    offerProductType: text('offer_product_type').$type<OfferProductType>().notNull(),
    countryCode: text('country_code').notNull(),
    termMonths: integer('term_months'),
    nominalRate: numeric('nominal_rate').notNull(),
    effectiveRate: numeric('effective_rate').notNull(),
    availability: text('availability').$type<OfferAvailability>().notNull(),
    interestPayout: text('interest_payout').$type<InterestPayoutScheme>().notNull(),
    currency: text('currency').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    noticePeriodDays: integer('notice_period_days'),
    settlementWeekday: text('settlement_weekday').$type<Weekday>(),
    compounding: boolean('compounding').notNull(),
    labels: text('labels').array().$type<ProductLabel[]>().notNull(),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
  },
  (table) => [
    index('offers_product_type_idx').on(table.productType, table.termMonths),
    index('offers_offer_product_type_idx').on(table.offerProductType, table.termMonths),
    index('offers_bank_idx').on(table.bankId),
    index('offers_country_idx').on(table.countryCode),
    index('offers_currency_idx').on(table.currency),
    index('offers_effective_rate_idx').on(table.effectiveRate, table.id),
    index('offers_amount_idx').on(table.minAmount, table.maxAmount),
    index('offers_labels_idx').using('gin', table.labels),
  ],
)
