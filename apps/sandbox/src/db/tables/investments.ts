import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core'

/**
 * Investment portfolios (issue 17): a managed portfolio of a risk class, or a pension portfolio,
 * with the suitability answers that allowed its class.
 */
export const investmentPortfolios = pgTable('investment_portfolios', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  kind: text('kind').notNull(),
  riskClass: text('risk_class').notNull(),
  currency: text('currency').notNull(),
  openedOn: date('opened_on', { mode: 'string' }).notNull(),
  answers: jsonb('answers').notNull(),
})

/**
 * A portfolio's own holdings: the configurator mix it was opened with (ISIN → weight in basis
 * points, summing to 10,000). A portfolio without rows here buys its class's model portfolio.
 */
export const investmentPortfolioHoldings = pgTable(
  'investment_portfolio_holdings',
  {
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => investmentPortfolios.id),
    isin: text('isin').notNull(),
    weightBasisPoints: integer('weight_basis_points').notNull(),
    /** The line's place in the mix as configured. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.portfolioId, table.isin] }),
    check('investment_portfolio_holdings_weight', sql`${table.weightBasisPoints} > 0`),
  ],
)

/** One-time and savings-plan orders: pending until their execution date's closing prices. */
export const investmentOrders = pgTable(
  'investment_orders',
  {
    id: text('id').primaryKey(),
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => investmentPortfolios.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    /** A savings plan's due date: one order per plan and month. */
    planDueDate: date('plan_due_date', { mode: 'string' }),
  },
  (table) => [
    check('investment_orders_positive', sql`${table.amount} > 0`),
    unique('investment_orders_plan_due').on(table.portfolioId, table.planDueDate),
  ],
)

/** Fund shares held, to a millionth of a share. */
export const investmentPositions = pgTable(
  'investment_positions',
  {
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => investmentPortfolios.id),
    isin: text('isin').notNull(),
    units: numeric('units', { precision: 24, scale: 6 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.isin] })],
)

export const investmentSavingsPlans = pgTable('investment_savings_plans', {
  portfolioId: text('portfolio_id')
    .primaryKey()
    .references(() => investmentPortfolios.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  dayOfMonth: integer('day_of_month').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  pauseFrom: date('pause_from', { mode: 'string' }),
  pauseUntil: date('pause_until', { mode: 'string' }),
})

/** Month-end values of a portfolio, written when the month's fee is booked (the chart's points). */
export const investmentValuePoints = pgTable(
  'investment_value_points',
  {
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => investmentPortfolios.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.date] })],
)
