import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { LedgerBookingType } from '@portal/api-clients/contracts/savings-entities'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { rawCodesIn } from '@/lib/code-words/raw-codes'
import { BookingTable } from './booking-table'

const booking = (index: number, overrides: Partial<LedgerBooking> = {}): LedgerBooking => ({
  id: `b${index}-C`,
  bookingDate: '2026-06-01',
  valueDate: '2026-06-01',
  type: 'TRANSFER_IN',
  direction: 'CREDIT',
  amount: 4_000_000,
  currency: 'EUR',
  account: 'settlement',
  depositId: null,
  orderId: null,
  counterparty: 'Erika Mustermann',
  counterpartyIban: 'DE89370400440532013000',
  reference: 'Savings',
  bank: null,
  productType: null,
  termMonths: null,
  ...overrides,
})

const many = Array.from({ length: 25 }, (_, index) =>
  index % 3 === 0
    ? booking(index, {
        type: 'WITHHOLDING_TAX',
        direction: 'DEBIT',
        amount: 2_638,
        counterparty: null,
      })
    : booking(index, { type: 'INTEREST', amount: 10_000 + index, account: 'deposit' }),
)

const meta = {
  title: 'Transactions/BookingTable',
  component: BookingTable,
  args: { bookings: many, caption: 'Umsätze des Kundenkontos BAC_1000000001' },
} satisfies Meta<typeof BookingTable>

export default meta
type Story = StoryObj<typeof meta>

export const ManyBookings: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId('transaction')).toHaveLength(25)
    await expect(rawCodesIn(canvasElement)).toEqual([])
    await expect(canvas.getAllByText('-26,38 EUR')).toHaveLength(9)
  },
}

export const Payout: Story = {
  args: {
    bookings: [
      booking(1, { type: 'PAYOUT', direction: 'DEBIT', amount: 50_000, reference: 'Payout' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Auszahlung an das Referenzkonto')).toBeVisible()
    await expect(canvas.getByText('-500,00 EUR')).toBeVisible()
  },
}

/** A US customer's payout (en-us): the reference account by routing and account number. */
export const PayoutUnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: {
    caption: 'Transactions of customer account BAC_1100000012',
    bookings: [
      booking(1, {
        type: 'PAYOUT',
        direction: 'DEBIT',
        amount: 50_000,
        currency: 'USD',
        counterparty: 'Jordan Miller',
        counterpartyIban: 'ABA021000021483920175512',
        reference: 'Payout',
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText('Routing number 021000021, account number 483920175512')[0],
    ).toBeVisible()
    await expect(canvas.queryByText(/ABA021000021/)).toBeNull()
  },
}

/** Interest, tax and the opening name the bank, the deposit and the tax authority, never a guess. */
export const NamedParties: Story = {
  args: {
    bookings: [
      booking(1, {
        type: 'INTEREST',
        amount: 10_000,
        counterparty: null,
        counterpartyIban: null,
        bank: { name: 'Banka Alvford Capital', country: 'HR' },
        productType: 'term_deposit',
      }),
      booking(2, {
        type: 'WITHHOLDING_TAX',
        direction: 'DEBIT',
        amount: 1_200,
        counterparty: null,
        counterpartyIban: null,
        bank: { name: 'Banka Alvford Capital', country: 'HR' },
        productType: 'term_deposit',
      }),
      booking(3, {
        type: 'DEPOSIT_REPAYMENT',
        amount: 2_000_000,
        counterparty: null,
        counterpartyIban: null,
        bank: { name: 'Banka Alvford Capital', country: 'HR' },
        productType: 'term_deposit',
      }),
    ],
  },
  play: async ({ canvas }) => {
    const parties = canvas.getAllByTestId('transaction-party').map((cell) => cell.textContent)
    await expect(parties).toEqual([
      'Banka Alvford Capital',
      'Steuerbehörde (Kroatien)',
      'Festgeld bei Banka Alvford Capital',
    ])
    await expect(canvas.queryByText('Finanzamt')).toBeNull()
  },
}

/** No bookings yet: the table says so in one row instead of standing empty. */
export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByTestId('transaction')).toHaveLength(0)
    await expect(canvas.getByTestId('transactions-none')).toHaveTextContent(
      'Auf diesem Konto gibt es noch keine Umsätze.',
    )
    await expect(canvas.getByRole('table')).toHaveAccessibleName(
      'Umsätze des Kundenkontos BAC_1000000001',
    )
  },
}

/** Every booking type of the ledger in words: none shown as its code (`TRANSFER_IN` …). */
export const EveryBookingType: Story = {
  args: {
    bookings: LedgerBookingType.options.map((type, index) => booking(index, { type })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId('transaction')).toHaveLength(
      LedgerBookingType.options.length,
    )
    await expect(rawCodesIn(canvasElement)).toEqual([])
  },
}
