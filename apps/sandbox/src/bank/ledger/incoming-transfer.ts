import {
  type AccountIdentifier,
  accountKey,
  accountOfKey,
  sameAccount,
} from '@portal/domain/customer-data/account-identifier'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { ServiceError } from '../../http/service-error'
import type { CustomerContext } from './customer-context'
import { fundPendingOrders } from './fund-pending-orders'
import {
  accountIds,
  ensureAccounts,
  lockSettlementAccount,
  referenceAccountSpec,
} from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'
import { postBooking } from './post-booking'

/** The sender by IBAN, or by its account in either scheme (routing and account number). */
export interface IncomingTransfer {
  fromIban?: string | undefined
  fromAccount?: AccountIdentifier | undefined
  amount: number
  currency: string
  reference: string
}

/**
 * A transfer arrives on the customer's settlement account. From the customer's reference
 * account (the same IBAN, or the same routing and account number) it is credited and funds pending orders; from any other account it is booked in and
 * straight back out to its sender, as the platform may only take the customer's own money.
 */
export async function receiveTransfer(
  tx: LedgerTx,
  customer: CustomerContext,
  transfer: IncomingTransfer,
  now: Date,
): Promise<{ status: 'credited' | 'returned'; bookingIds: string[] } | ServiceError> {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
    return new ServiceError(422, 'invalidAmount', 'A transfer moves a positive number of cents.')
  }
  const sender = transfer.fromAccount ?? accountOfKey(transfer.fromIban ?? '')
  const own =
    sender !== undefined && customer.reference !== null && sameAccount(sender, customer.reference)
  const { currency } = transfer
  const settlement = await lockSettlementAccount(tx, customer.id, currency)
  const senderAccount = own
    ? accountIds.reference(customer.id, currency)
    : accountIds.foreignSenders(currency)
  await ensureAccounts(tx, [
    own
      ? referenceAccountSpec(customer.id, currency)
      : { id: senderAccount, kind: 'foreign_senders', currency },
  ])
  const common = {
    amount: transfer.amount,
    currency,
    bookingDate: calendarDateOf(now),
    bookedAt: now.toISOString(),
    customerId: customer.id,
    counterparty: own ? customer.referenceHolder : null,
    counterpartyIban: sender ? accountKey(sender) : (transfer.fromIban ?? null),
    reference: transfer.reference,
  }
  const credited = await postBooking(tx, {
    ...common,
    type: 'TRANSFER_IN',
    fromAccountId: senderAccount,
    toAccountId: settlement.id,
  })
  if (!own) {
    const returned = await postBooking(tx, {
      ...common,
      type: 'TRANSFER_RETURNED',
      fromAccountId: settlement.id,
      toAccountId: senderAccount,
      reference: `Returned: not from your reference account. ${transfer.reference}`.trim(),
    })
    return { status: 'returned', bookingIds: [credited, returned] }
  }
  await fundPendingOrders(tx, customer.id, currency, now)
  return { status: 'credited', bookingIds: [credited] }
}
