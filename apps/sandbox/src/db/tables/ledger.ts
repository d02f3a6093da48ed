import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/**
 * Double-entry ledger accounts. Every booking takes its amount from one account and adds it to
 * another, so the balances of one currency always sum to zero. Customer-side accounts
 * (settlement, deposit, portfolio cash, custody) never go below zero; technical accounts (the
 * customer's reference account at the home bank, partner-bank clearing, interest expense, tax
 * authority, foreign senders, the portfolio manager's fee income) mirror the outside world and go
 * negative as money comes in from it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    customerId: text('customer_id'),
    bankId: text('bank_id'),
    /** Settlement accounts: the IBAN customers transfer to. */
    iban: text('iban'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('ledger_accounts_customer_idx').on(table.customerId, table.kind),
    check(
      'ledger_accounts_customer_floor',
      sql`${table.kind} not in ('settlement', 'deposit', 'portfolio_cash', 'custody') or ${table.balance} >= 0`,
    ),
  ],
)

/** One movement of a positive amount from `from_account_id` to `to_account_id`. */
export const bookings = pgTable(
  'bookings',
  {
    sequence: bigserial('sequence', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'string' }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    fromAccountId: text('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: text('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The customer whose own account (settlement, deposit, portfolio) the booking touches. */
    customerId: text('customer_id'),
    depositId: text('deposit_id'),
    /** A savings or an investment order. */
    orderId: text('order_id'),
    portfolioId: text('portfolio_id'),
    /** A portfolio's management fee: its month (`2026-10`), booked once per portfolio. */
    period: text('period'),
    counterparty: text('counterparty'),
    counterpartyIban: text('counterparty_iban'),
    reference: text('reference').notNull(),
  },
  (table) => [
    index('bookings_customer_idx').on(table.customerId, table.sequence),
    index('bookings_deposit_idx').on(table.depositId, table.sequence),
    index('bookings_portfolio_idx').on(table.portfolioId, table.type),
    unique('bookings_fee_period').on(table.portfolioId, table.type, table.period),
    check('bookings_positive_amount', sql`${table.amount} > 0`),
    check('bookings_two_accounts', sql`${table.fromAccountId} <> ${table.toAccountId}`),
  ],
)

/**
 * The customer's side of each booking: one line per own account (settlement or deposit) that the
 * booking touches, written in the booking's transaction. The bookings list walks these by index;
 * a booking between two own accounts has a credit and a debit line.
 */
export const bookingLines = pgTable(
  'booking_lines',
  {
    sequence: bigint('sequence', { mode: 'number' })
      .notNull()
      .references(() => bookings.sequence),
    direction: text('direction').notNull(),
    customerId: text('customer_id').notNull(),
    accountId: text('account_id').notNull(),
    /** `settlement` or `deposit`: the kind of `account_id`. */
    account: text('account').notNull(),
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sequence, table.direction] }),
    // newest first, a credit before the debit of the same booking: the list's order
    index('booking_lines_customer_idx').on(
      table.customerId,
      table.sequence.desc(),
      table.direction,
    ),
    index('booking_lines_customer_type_idx').on(
      table.customerId,
      table.type,
      table.sequence.desc(),
      table.direction,
    ),
    index('booking_lines_account_idx').on(table.accountId, table.sequence.desc(), table.direction),
    index('booking_lines_customer_date_idx').on(table.customerId, table.type, table.bookingDate),
    check('booking_lines_direction', sql`${table.direction} in ('CREDIT', 'DEBIT')`),
  ],
)

/**
 * How many lines each own account holds per booking type, kept with every booking: the list's
 * total without counting a long history.
 */
export const bookingLineCounts = pgTable(
  'booking_line_counts',
  {
    customerId: text('customer_id').notNull(),
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.accountId, table.type] })],
)

/** Orders for deposits; the status follows `orderTransitions` (src/bank/ledger/state-machines.ts). */
export const savingsOrders = pgTable(
  'savings_orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    offerId: text('offer_id').notNull(),
    bankId: text('bank_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    prolongation: text('prolongation').notNull(),
    /** Payment reference for the customer's transfer. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    forwardedOn: date('forwarded_on', { mode: 'string' }),
    opensOn: date('opens_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    depositId: text('deposit_id'),
  },
  (table) => [index('savings_orders_customer_idx').on(table.customerId, table.status)],
)

/** Deposits at partner banks; the status follows the machine of their product. */
export const deposits = pgTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    orderId: text('order_id'),
    /** The matured deposit this one prolongs. */
    previousDepositId: text('previous_deposit_id'),
    offerId: text('offer_id').notNull(),
    bankId: text('bank_id').notNull(),
    bankCountry: text('bank_country').notNull(),
    productType: text('product_type').notNull(),
    offerProductType: text('offer_product_type').notNull(),
    currency: text('currency').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    annualRate: numeric('annual_rate').notNull(),
    withholdingTaxRate: numeric('withholding_tax_rate').notNull(),
    compounding: boolean('compounding').notNull(),
    interestPayout: text('interest_payout').notNull(),
    termMonths: integer('term_months'),
    noticePeriodDays: integer('notice_period_days'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }),
    noticeGivenOn: date('notice_given_on', { mode: 'string' }),
    availableOn: date('available_on', { mode: 'string' }),
    /** A partial notice's amount; null while the notice (if any) is on the whole balance. */
    noticeAmount: bigint('notice_amount', { mode: 'number' }),
    status: text('status').notNull(),
    prolongation: text('prolongation').notNull(),
    /** Interest accrues from this day; `accrued_interest` holds the exact, unbooked amount. */
    accrualFrom: date('accrual_from', { mode: 'string' }).notNull(),
    accruedInterest: numeric('accrued_interest').notNull().default('0'),
    /** Running totals of the deposit's INTEREST and WITHHOLDING_TAX bookings. */
    paidInterest: bigint('paid_interest', { mode: 'number' }).notNull().default(0),
    withheldTax: bigint('withheld_tax', { mode: 'number' }).notNull().default(0),
    nextInterestOn: date('next_interest_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    accountId: text('account_id').notNull(),
  },
  (table) => [
    index('deposits_customer_idx').on(table.customerId, table.status),
    index('deposits_next_interest_idx').on(table.nextInterestOn),
  ],
)

/**
 * The first answer to each idempotency key of a customer, with a hash of the request: a replay
 * gets the same answer, another request under the same key is refused.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
)

/** The sandbox clock: an offset from real time and the last day whose events have run. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  processedThrough: date('processed_through', { mode: 'string' }),
})
