import { LedgerBookingType } from '@portal/api-clients/contracts/savings-entities'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { rawCodesIn } from '@/lib/code-words/raw-codes'
import { makeBooking, makeDepositDetail } from '@/lib/savings/savings-fixtures'
import { DepositBookings } from './deposit-bookings'

const meta = {
  title: 'Savings/DepositBookings',
  component: DepositBookings,
  args: { bookings: makeDepositDetail().bookings },
} satisfies Meta<typeof DepositBookings>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [interest, opening] = await canvas.findAllByTestId('deposit-booking')
    await expect(rawCodesIn(canvasElement)).toEqual([])
    await expect(interest).toHaveTextContent('Zinsen')
    await expect(interest).toHaveTextContent('51,36 EUR')
    await expect(opening).toHaveTextContent('Anlage eröffnet')
  },
}

export const MoneyOut: Story = {
  args: {
    bookings: [makeBooking({ type: 'DEPOSIT_REPAYMENT', direction: 'DEBIT', amount: 2_000_000 })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('deposit-booking')).toHaveTextContent('-20.000,00 EUR')
  },
}

export const ManyBookings: Story = {
  args: {
    bookings: Array.from({ length: 120 }, (_, index) => makeBooking({ id: `bk-${index}` })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('deposit-booking')).toHaveLength(120)
  },
}

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bookings-empty')).toBeVisible()
  },
}

/** Every booking type of the ledger in words: none shown as its code (`DEPOSIT_REPAYMENT` …). */
export const EveryBookingType: Story = {
  args: {
    bookings: LedgerBookingType.options.map((type, index) =>
      makeBooking({ id: `bk-${index}-C`, type }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByTestId('deposit-booking')).toHaveLength(
      LedgerBookingType.options.length,
    )
    await expect(rawCodesIn(canvasElement)).toEqual([])
  },
}
