import { randomUUID } from 'node:crypto'
import {
  custodyIban,
  type PlaceInvestmentOrderRequest,
} from '@portal/api-clients/contracts/investments'
import { validateCustomMix } from '@portal/domain/investments/custom-mix'
import { customMixRiskClass } from '@portal/domain/investments/custom-mix-class'
import type { Holding } from '@portal/domain/investments/etf'
import { prognosisBounds } from '@portal/domain/investments/prognosis-bounds'
import { validateSavingsPlanTerms } from '@portal/domain/investments/savings-plan'
import { changeCutOff } from '@portal/domain/investments/savings-plan-pause'
import { checkRequestedClass } from '@portal/domain/investments/suitability'
import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import { addBankDays } from '@portal/domain/money/bank-day'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import type { z } from 'zod'
import {
  investmentOrders,
  investmentPortfolioHoldings,
  investmentPortfolios,
  investmentSavingsPlans,
} from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { consumePaymentChallenge } from '../sca/payment-binding'
import { bookPortfolio } from './portfolio-booking'
import {
  lockedPortfolio,
  ownHoldings,
  type PortfolioRow,
  portfolioNotFound,
} from './portfolio-rows'

export type PlaceOrderBody = z.output<typeof PlaceInvestmentOrderRequest>

/** Portfolios are kept in euros. */
export const portfolioCurrency = 'EUR'

/**
 * A configured mix's problems: the configurator's rules (every problem, with its line), then
 * the class, which must be the one the mix counts as; a mix is a managed portfolio's.
 */
function mixProblem(request: PlaceOrderBody): ServiceError | undefined {
  if (request.mix === undefined) return undefined
  if (request.kind !== 'managed')
    return new ServiceError(422, 'invalidMix', 'Only a managed portfolio holds a configured mix.')
  const validation = validateCustomMix(request.mix)
  if (!validation.ok)
    return new ServiceError(
      422,
      'invalidMix',
      'The mix breaks the configurator’s rules.',
      validation.problems.map((problem) => ({
        path: problem.line === undefined ? 'mix' : `mix.${problem.line}`,
        message: problem.reason,
      })),
    )
  const mixClass = customMixRiskClass(validation.holdings)
  if (mixClass !== request.riskClass)
    return new ServiceError(422, 'classMismatch', `The mix counts as class ${mixClass}.`)
  return undefined
}

/** The request's own problems, before anything is locked: mix, class, amounts, plan terms. */
export function orderProblem(request: PlaceOrderBody): ServiceError | undefined {
  const mix = mixProblem(request)
  if (mix) return mix
  const decision = checkRequestedClass(request.answers as SuitabilityAnswers, request.riskClass)
  if (!decision.ok) {
    return new ServiceError(
      422,
      'unsuitableClass',
      `Class ${request.riskClass} does not suit the answers; at most ${decision.recommendedClass}.`,
      decision.reasons.map((reason) => ({ path: 'riskClass', message: reason })),
    )
  }
  const { min, max } = prognosisBounds.oneTimeInvestment
  const oneTime = request.oneTimeAmount
  if (oneTime === 0 && !request.savingsPlan)
    return new ServiceError(422, 'noAmount', 'A one-time amount or a savings plan is needed.')
  if (oneTime !== 0 && (oneTime < min || oneTime > max))
    return new ServiceError(422, 'amountOutOfRange', `One-time amounts from ${min} to ${max}.`)
  if (request.savingsPlan) {
    const messages = validateSavingsPlanTerms(request.savingsPlan)
    if (messages.amount)
      return new ServiceError(
        422,
        'amountOutOfRange',
        `Savings plan amount: ${messages.amount.key}`,
      )
    if (messages.dayOfMonth) return new ServiceError(422, 'dayOutOfRange', 'Day 1 to 31.')
  }
  return undefined
}

async function portfolioFor(
  tx: LedgerTx,
  customerId: string,
  request: PlaceOrderBody,
): Promise<PortfolioRow | ServiceError | undefined> {
  if (!request.portfolioId) return undefined
  const portfolio = await lockedPortfolio(tx, customerId, request.portfolioId)
  if (!portfolio) return portfolioNotFound(request.portfolioId)
  if (portfolio.riskClass !== request.riskClass)
    return new ServiceError(422, 'classMismatch', 'The portfolio has another class.')
  if (request.mix && !sameMix(await ownHoldings(tx, portfolio.id), request.mix))
    return new ServiceError(422, 'classMismatch', 'The portfolio holds another mix.')
  return portfolio
}

const sameMix = (holdings: Holding[], mix: NonNullable<PlaceOrderBody['mix']>) =>
  holdings.length === mix.length &&
  holdings.every(
    (holding, index) =>
      holding.etf.isin === mix[index]?.isin &&
      holding.weightBasisPoints === mix[index]?.weightBasisPoints,
  )

async function openPortfolio(tx: LedgerTx, customerId: string, request: PlaceOrderBody, now: Date) {
  const [created] = await tx
    .insert(investmentPortfolios)
    .values({
      id: randomUUID(),
      customerId,
      kind: request.kind,
      riskClass: request.riskClass,
      currency: portfolioCurrency,
      openedOn: calendarDateOf(now),
      answers: request.answers,
    })
    .returning()
  if (!created) throw new Error('portfolio not created')
  if (request.mix && request.mix.length > 0)
    await tx.insert(investmentPortfolioHoldings).values(
      request.mix.map((line, position) => ({
        portfolioId: created.id,
        isin: line.isin,
        weightBasisPoints: line.weightBasisPoints,
        position,
      })),
    )
  return created
}

/**
 * Places a one-time order and/or sets up a savings plan (a new portfolio keeps the request's
 * configured mix as its own holdings), in the caller's transaction with the
 * mTAN that confirms it (bound to the one-time amount, else the plan's rate, and `custodyIban`).
 * The one-time amount is debited from the reference account into the portfolio's cash today and
 * executed the next bank day. Answers the portfolio's id.
 */
export async function placeInvestmentOrder(
  tx: LedgerTx,
  customerId: string,
  request: PlaceOrderBody,
  now: Date,
): Promise<string | ServiceError> {
  const existing = await portfolioFor(tx, customerId, request)
  if (existing instanceof ServiceError) return existing
  const orderId = randomUUID()
  const confirmed =
    request.oneTimeAmount > 0 ? request.oneTimeAmount : (request.savingsPlan?.amount ?? 0)
  const refused = await consumePaymentChallenge(
    tx,
    customerId,
    request.challengeId,
    { amount: confirmed, currency: portfolioCurrency, payeeIban: custodyIban },
    orderId,
  )
  if (refused) return refused
  const portfolio = existing ?? (await openPortfolio(tx, customerId, request, now))
  const today = calendarDateOf(now)
  if (request.oneTimeAmount > 0) {
    await tx.insert(investmentOrders).values({
      id: orderId,
      portfolioId: portfolio.id,
      kind: 'oneTime',
      amount: request.oneTimeAmount,
      currency: portfolio.currency,
      status: 'pending',
      placedOn: today,
      executionDate: addBankDays(today, 1, portfolio.currency),
    })
    await bookPortfolio(tx, portfolio, {
      type: 'ORDER_DEBIT',
      amount: request.oneTimeAmount,
      bookingDate: today,
      now,
      orderId,
    })
  }
  if (request.savingsPlan) {
    const plan = {
      portfolioId: portfolio.id,
      amount: request.savingsPlan.amount,
      dayOfMonth: request.savingsPlan.dayOfMonth,
      startDate: changeCutOff(today),
      pauseFrom: null,
      pauseUntil: null,
    }
    await tx
      .insert(investmentSavingsPlans)
      .values(plan)
      .onConflictDoUpdate({ target: investmentSavingsPlans.portfolioId, set: plan })
  }
  return portfolio.id
}
