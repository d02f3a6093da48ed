import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import type { ProductType } from '@portal/domain'
import type { PortalLocale } from '@portal/domain/locales'
import { depositProduct } from '@/lib/savings/deposit-product'

/** A deposit named the way the customer knows it: its product at its partner bank. */
export interface DepositName {
  productType: ProductType | null
  bankName: string
}

/** The other side of a booking, as the ledger routed the money. */
export type BookingParty =
  /** The customer's reference account (its holder), or another sender's account. */
  | { kind: 'account'; holder: string | null; iban: string | null }
  | { kind: 'bank'; name: string }
  | { kind: 'deposit'; deposit: DepositName }
  | { kind: 'settlement' }
  | { kind: 'taxAuthority'; country: string | null }
  /** The bank's refer-a-friend programme, which pays the bonus. */
  | { kind: 'referralProgramme' }
  | { kind: 'unknown' }

/** Which of the customer's accounts a booking line is on. */
export type BookingAccount =
  | { kind: 'settlement' }
  | { kind: 'deposit'; deposit: DepositName | null }

export interface BookingDescription {
  party: BookingParty
  account: BookingAccount
}

/**
 * Who is on the other side of a booking line and which own account it touches, from the
 * booking's type and side: interest, openings and repayments are the partner bank's or the
 * deposit's, the withheld tax the tax authority of the bank's country, transfers and payouts
 * the reference account. Never a guess: without the bank, the party is unknown.
 */
export function describeBooking(booking: LedgerBooking, locale: PortalLocale): BookingDescription {
  const { productType, currency, termMonths } = booking
  const deposit: DepositName | null = booking.bank
    ? {
        productType: productType && depositProduct(locale, { productType, currency, termMonths }),
        bankName: booking.bank.name,
      }
    : null
  const account: BookingAccount =
    booking.account === 'deposit' ? { kind: 'deposit', deposit } : { kind: 'settlement' }
  return { party: partyOf(booking, deposit), account }
}

function partyOf(booking: LedgerBooking, deposit: DepositName | null): BookingParty {
  const bank: BookingParty = booking.bank ? { kind: 'bank', name: booking.bank.name } : unknown
  switch (booking.type) {
    case 'TRANSFER_IN':
    case 'TRANSFER_RETURNED':
    case 'PAYOUT':
      return booking.counterparty || booking.counterpartyIban
        ? { kind: 'account', holder: booking.counterparty, iban: booking.counterpartyIban }
        : unknown
    case 'WITHHOLDING_TAX':
      return { kind: 'taxAuthority', country: booking.bank?.country ?? null }
    case 'INTEREST':
    case 'DEPOSIT_PLACEMENT':
    case 'DEPOSIT_OPENING':
    case 'ORDER_REJECTED':
      return bank
    // a withdrawal moves money from an overnight or Flexgeld deposit to the settlement account
    case 'WITHDRAWAL':
    case 'DEPOSIT_REPAYMENT':
      if (booking.account === 'deposit') return { kind: 'settlement' }
      return deposit ? { kind: 'deposit', deposit } : bank
    case 'PROLONGATION':
      return deposit ? { kind: 'deposit', deposit } : bank
    case 'REFERRAL_BONUS':
      return { kind: 'referralProgramme' }
  }
}

const unknown: BookingParty = { kind: 'unknown' }
