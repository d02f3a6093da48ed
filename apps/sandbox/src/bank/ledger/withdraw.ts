import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { deposits } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { payeeText } from '../../texts/payee-text'
import { consumePaymentChallenge } from '../sca/payment-binding'
import { accruedUntil, depositBalance } from './book-interest'
import { bookingReference } from './booking-references'
import type { CustomerContext } from './customer-context'
import { ensureAccounts, lockSettlementAccount, referenceAccountSpec } from './ledger-accounts'
import { newLedgerId } from './ledger-ids'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import { postBooking } from './post-booking'
import { announceSavings } from './savings-announcements'

export interface WithdrawalRequest {
  /** Settlement account of `currency`, or an overnight or Flexgeld deposit. */
  depositId?: string | undefined
  currency: string
  amount: number
  payeeIban: string
  scaChallengeId: string
}

const withdrawableProducts = new Set(['overnight_deposit', 'flexgeld'])

/**
 * Money out, only ever to the customer's reference account and only with a verified mTAN for
 * this amount and payee. From a deposit it passes through the settlement account; interest
 * accrued so far is kept (unbooked) and the deposit accrues on the new balance from today.
 */
export async function withdraw(
  tx: LedgerTx,
  customer: CustomerContext,
  request: WithdrawalRequest,
  now: Date,
) {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    return new ServiceError(422, 'invalidAmount', 'The amount must be a positive number of cents.')
  }
  // the payee as its account key: the IBAN, or ABA + routing + account number (domain accountKey)
  const iban = request.payeeIban.replace(/\s+/g, '').toUpperCase()
  if (customer.referenceKey === null || iban !== customer.referenceKey) {
    return new ServiceError(
      422,
      'payeeNotReferenceAccount',
      'Money can only be paid out to your reference account.',
    )
  }
  const today = calendarDateOf(now)
  const settlement = await lockSettlementAccount(tx, customer.id, request.currency)
  const id = newLedgerId()
  const common = {
    amount: request.amount,
    currency: request.currency,
    bookingDate: today,
    bookedAt: now.toISOString(),
    customerId: customer.id,
  }
  let available = settlement.balance
  let fromDeposit: { accountId: string; id: string } | undefined
  if (request.depositId !== undefined) {
    const locked = await lockDeposit(tx, request.depositId, customer.id)
    if (locked === undefined || locked.deposit.currency !== request.currency) {
      return new ServiceError(404, 'depositNotFound', `Deposit ${request.depositId} not found`)
    }
    const { deposit } = locked
    if (!withdrawableProducts.has(deposit.productType) || deposit.status !== 'active') {
      return new ServiceError(
        409,
        'withdrawalNotPossible',
        'Only overnight and Flexgeld deposits allow withdrawals.',
      )
    }
    const balance = await depositBalance(tx, deposit)
    if (request.amount > balance) return insufficient(balance)
    const accrued = accruedUntil(deposit, balance, today)
    await tx
      .update(deposits)
      .set({ accrualFrom: today, accruedInterest: accrued.toString() })
      .where(eq(deposits.id, deposit.id))
    fromDeposit = { accountId: deposit.accountId, id: deposit.id }
    available = balance
  } else if (request.amount > available) {
    return insufficient(available)
  }
  const refused = await consumePaymentChallenge(
    tx,
    customer.id,
    request.scaChallengeId,
    { amount: request.amount, currency: request.currency, payeeIban: iban },
    id,
  )
  if (refused !== undefined) return refused
  const reference = referenceAccountSpec(customer.id, request.currency)
  await ensureAccounts(tx, [reference])
  const bookingIds: string[] = []
  if (fromDeposit !== undefined) {
    bookingIds.push(
      await postBooking(tx, {
        ...common,
        type: 'WITHDRAWAL',
        fromAccountId: fromDeposit.accountId,
        toAccountId: settlement.id,
        depositId: fromDeposit.id,
        reference: bookingReference.withdrawal(id.slice(0, 8)),
      }),
    )
  }
  bookingIds.push(
    await postBooking(tx, {
      ...common,
      type: 'PAYOUT',
      fromAccountId: settlement.id,
      toAccountId: reference.id,
      counterparty: customer.referenceHolder,
      counterpartyIban: iban,
      reference: bookingReference.payout(id.slice(0, 8)),
    }),
  )
  await announceSavings(
    tx,
    customer.id,
    'payout_executed',
    request.currency,
    (texts, format) =>
      texts.payoutExecuted(format.money(request.amount), payeeText(iban, texts.abaAccount)),
    now,
  )
  return {
    id,
    status: 'executed' as const,
    amount: request.amount,
    currency: request.currency,
    payeeIban: iban,
    depositId: fromDeposit?.id ?? null,
    bookingIds,
  }
}

function insufficient(available: number): ServiceError {
  return new ServiceError(
    422,
    'insufficientFunds',
    `Only ${available} minor units are available.`,
    [{ path: 'amount', message: `at most ${available}` }],
  )
}
