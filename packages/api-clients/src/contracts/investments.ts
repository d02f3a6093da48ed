import { BacNumber, CurrencyCode, MinorUnits } from '@portal/domain'
import { PortfolioRiskClass } from '@portal/domain/enumerations'
import { CustomMixLineSchema, CustomMixLines } from '@portal/domain/investments/custom-mix'
import { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { PositiveMinorUnits } from './savings-entities'

/**
 * The portfolio service: managed portfolios of the risk classes and pension portfolios, orders
 * executed at the next bank day's price, savings plans, fees. It lives with the investor-facing
 * integration service (`/pia/api/v1`), the spec's traced prefix for investor products.
 */
export const investmentsServicePrefix = '/pia/api/v1'

/** The custody account every order is paid to: the payee an order's mTAN is bound to. */
export const custodyIban = 'DE89370400440532013000'

const SignedMinorUnits = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)

export const portfolioKinds = ['managed', 'pension'] as const
export const PortfolioKind = z.enum(portfolioKinds)

export const InvestmentOrder = z.object({
  id: z.string(),
  portfolioId: z.string(),
  kind: z.enum(['oneTime', 'savingsPlan']),
  amount: PositiveMinorUnits,
  currency: CurrencyCode,
  status: z.enum(['pending', 'executed']),
  placedOn: z.iso.date(),
  /** The bank day whose closing prices the order buys at: the next one after placement. */
  executionDate: z.iso.date(),
})
export type InvestmentOrder = z.infer<typeof InvestmentOrder>

export const PortfolioHolding = z.object({
  isin: z.string(),
  name: z.string(),
  /** Fund shares, a decimal string with up to 6 places. */
  units: z.string(),
  /** Last closing price of one share in minor units. */
  price: MinorUnits,
  value: MinorUnits,
})

export const SavingsPlanView = z.object({
  amount: PositiveMinorUnits,
  dayOfMonth: z.number().int().min(1).max(31),
  startDate: z.iso.date(),
  pause: z.object({ from: z.iso.date(), until: z.iso.date().optional() }).optional(),
  /** The next execution date, none while paused without end. */
  nextExecution: z.iso.date().nullable(),
})
export type SavingsPlanView = z.infer<typeof SavingsPlanView>

export const PortfolioValuePoint = z.object({ date: z.iso.date(), value: MinorUnits })

export const Portfolio = z.object({
  id: z.string(),
  customerId: BacNumber,
  kind: PortfolioKind,
  riskClass: PortfolioRiskClass,
  currency: CurrencyCode,
  openedOn: z.iso.date(),
  /** Market value at the last closing prices. */
  value: MinorUnits,
  /** Money paid in by executed orders. */
  invested: MinorUnits,
  /** Value less money invested (fees already taken). */
  performance: SignedMinorUnits,
  /** Management fees booked so far. */
  costsPaid: MinorUnits,
  holdings: z.array(PortfolioHolding),
  /**
   * The configured mix the portfolio buys (ISIN and weight in basis points), or null for a
   * model portfolio of its risk class.
   */
  mix: z.array(CustomMixLineSchema).nullable(),
  pendingOrders: z.array(InvestmentOrder),
  savingsPlan: SavingsPlanView.nullable(),
  /** Month-end values since the first execution, and today's. */
  history: z.array(PortfolioValuePoint),
})
export type Portfolio = z.infer<typeof Portfolio>

export const InvestmentsOverview = z.object({
  customerId: BacNumber,
  today: z.iso.date(),
  portfolios: z.array(Portfolio),
})
export type InvestmentsOverview = z.infer<typeof InvestmentsOverview>

/**
 * Opens a managed (or pension) portfolio of a class, or of a configured mix, or adds to one,
 * with a one-time amount and or a savings plan. The suitability answers must allow the class; a
 * verified mTAN bound to the one-time amount (or the plan's rate when there is none) and
 * `custodyIban` confirms it. With an `Idempotency-Key` header the order is placed once per key:
 * a replay answers the first answer (`Idempotent-Replayed: true`).
 */
export const PlaceInvestmentOrderRequest = z.object({
  portfolioId: z.string().optional(),
  kind: PortfolioKind.default('managed'),
  riskClass: PortfolioRiskClass,
  answers: SuitabilityAnswers,
  /**
   * A configurator mix instead of the class's model portfolio (new managed portfolios only),
   * checked by the configurator's rules (`validateCustomMix`: 422 `invalidMix`); `riskClass`
   * must be the class the mix counts as (`customMixRiskClass`).
   */
  mix: CustomMixLines.optional(),
  oneTimeAmount: MinorUnits.default(0),
  savingsPlan: z
    .object({ amount: PositiveMinorUnits, dayOfMonth: z.number().int().min(1).max(31) })
    .optional(),
  challengeId: z.string().min(1),
})
export type PlaceInvestmentOrderRequest = z.input<typeof PlaceInvestmentOrderRequest>

export const ChangeSavingsPlanRequest = z.object({
  action: z.enum(['change', 'pause', 'resume']),
  amount: PositiveMinorUnits.optional(),
  dayOfMonth: z.number().int().min(1).max(31).optional(),
  pauseUntil: z.iso.date().optional(),
  /** mTAN bound to the (new) monthly amount and `custodyIban`. */
  challengeId: z.string().min(1),
})
export type ChangeSavingsPlanRequest = z.input<typeof ChangeSavingsPlanRequest>

export const EtfPriceSeries = z.object({
  isin: z.string(),
  prices: z.array(z.object({ date: z.iso.date(), price: MinorUnits })),
})

const customer = z.object({ customerId: BacNumber })
const customerPortfolio = customer.extend({ portfolioId: z.string().min(1) })

/**
 * Error codes: 403 `unauthorized` (customer not in the token), 404 `portfolioNotFound` (also for
 * another customer's portfolio), 422 `unsuitableClass` (with the reasons in `errors`),
 * `noAmount`, `amountOutOfRange`, `dayOutOfRange`, `invalidMix` (the mix breaks the
 * configurator's rules, reasons in `errors`), `classMismatch` (the class is not the mix's or the
 * portfolio's), `idempotencyKeyReused`, 403 `authenticationRequired` (no verified mTAN for this
 * amount), 409 `notPaused` / `alreadyPaused` / `noSavingsPlan`.
 */
export const investmentsContract = {
  getOverview: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/portfolios',
    auth: 'bearer',
    params: customer,
    response: InvestmentsOverview,
  }),
  getPortfolio: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/portfolios/:portfolioId',
    auth: 'bearer',
    params: customerPortfolio,
    response: Portfolio,
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/investment-orders',
    auth: 'bearer',
    params: customer,
    body: PlaceInvestmentOrderRequest,
    response: Portfolio,
  }),
  changeSavingsPlan: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/portfolios/:portfolioId/savings-plan',
    auth: 'bearer',
    params: customerPortfolio,
    body: ChangeSavingsPlanRequest,
    response: Portfolio,
  }),
  getPrices: defineEndpoint({
    method: 'GET',
    path: '/etfs/:isin/prices',
    auth: 'none',
    params: z.object({ isin: z.string().min(12).max(12) }),
    query: z.object({ from: z.iso.date(), to: z.iso.date() }),
    response: EtfPriceSeries,
  }),
}
