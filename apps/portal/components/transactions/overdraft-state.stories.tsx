import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { OverdraftState } from './overdraft-state'

const meta = {
  title: 'Transactions/OverdraftState',
  component: OverdraftState,
  args: {
    account: {
      currency: 'EUR',
      account: { scheme: 'iban', iban: 'DE02120300000000202051' },
      balance: -1_250,
    },
    reference: 'OVERDRAFT BAC_1000000001',
  },
} satisfies Meta<typeof OverdraftState>

export default meta
type Story = StoryObj<typeof meta>

/** The ledger could not tell which booking it was: the general explanation. */
export const Overdrawn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('12,50 EUR unter null')
    await expect(canvas.getByTestId('overdraft-cause')).toHaveTextContent('Negativzinsen')
    await expect(canvas.getByText('DE02120300000000202051')).toBeVisible()
  },
}

/** The settlement account's latest debit is named: type, amount and booking date. */
export const OverdrawnWithCause: Story = {
  args: {
    cause: {
      id: 'bk-returned-1',
      bookingDate: '2026-03-04',
      valueDate: '2026-03-04',
      type: 'TRANSFER_RETURNED',
      direction: 'DEBIT',
      amount: 50_000,
      currency: 'EUR',
      account: 'settlement',
      depositId: null,
      orderId: null,
      counterparty: 'Erika Mustermann',
      counterpartyIban: 'DE89370400440532013000',
      reference: 'RETURN BAC_1000000001',
      bank: null,
      productType: null,
      termMonths: null,
    },
  },
  play: async ({ canvas }) => {
    const cause = canvas.getByTestId('overdraft-cause')
    await expect(cause).toHaveTextContent('Überweisung zurückgegeben')
    await expect(cause).toHaveTextContent('500,00 EUR')
    await expect(cause).toHaveTextContent('04.03.2026')
    await expect(cause).not.toHaveTextContent('Negativzinsen')
    await expect(canvas.getByRole('alert')).toHaveTextContent('12,50 EUR unter null')
  },
}

/** The same in English at a phone's width: the sentence wraps, nothing scrolls sideways. */
export const OverdrawnWithCauseEnglishNarrow: Story = {
  args: { ...OverdrawnWithCause.args },
  globals: { locale: 'en-gb' },
  render: (args) => (
    <div style={{ width: 320 - 32 }} data-testid="column">
      <OverdraftState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('overdraft-cause')).toHaveTextContent(
      /Transfer returned of .*500\.00.*, booked on 4 Mar 2026/,
    )
    const column = canvas.getByTestId('column')
    await expect(column.scrollWidth).toBeLessThanOrEqual(320 - 32)
  },
}

export const Covered: Story = {
  args: {
    account: {
      currency: 'EUR',
      account: { scheme: 'iban', iban: 'DE02120300000000202051' },
      balance: 100_000,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('overdraft-none')).toHaveTextContent('1.000,00 EUR')
  },
}

/** A US customer (en-us): the covering transfer goes to routing and account number. */
export const OverdrawnUnitedStates: Story = {
  args: {
    ...OverdrawnWithCause.args,
    account: {
      currency: 'USD',
      account: { scheme: 'aba', routingNumber: '026013372', accountNumber: '1100001268' },
      balance: -1_250,
    },
  },
  globals: { locale: 'en-us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/by wire or ACH transfer/)).toHaveTextContent('USD 12.50')
    await expect(canvas.getByText('026013372')).toBeVisible()
    await expect(canvas.getByText('1100001268')).toBeVisible()
    await expect(canvas.queryByText(/IBAN/)).toBeNull()
  },
}
