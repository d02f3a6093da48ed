import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { FundingInstructions } from './funding-instructions'

const pending: SavingsOrder = {
  id: 'o-1',
  offerId: 'offer-nordhafen-12',
  bankId: 'bank-1',
  amount: 1_000_000,
  currency: 'EUR',
  status: 'pending_funding',
  prolongation: 'NONE',
  reference: 'ORDER 1A2B3C4D',
  createdAt: '2026-11-23T08:00:00.000Z',
  forwardedOn: null,
  opensOn: null,
  depositId: null,
  transferDetails: {
    account: { scheme: 'iban', iban: 'DE02120300000000202051' },
    reference: 'ORDER 1A2B3C4D',
    amountMissing: 600_000,
  },
  opensIfFundedToday: '2026-12-02',
}

const meta = {
  title: 'Ordering/FundingInstructions',
  component: FundingInstructions,
  args: { order: pending },
} satisfies Meta<typeof FundingInstructions>

export default meta
type Story = StoryObj<typeof meta>

export const PendingFunding: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('funding-iban')).toHaveTextContent('DE02120300000000202051')
    await expect(canvas.getByTestId('funding-reference')).toHaveTextContent('ORDER 1A2B3C4D')
    await expect(canvas.getByTestId('funding-amount')).toHaveTextContent('6.000,00 EUR')
    await expect(canvas.getByTestId('funding-opening')).toHaveTextContent('02.12.2026')
  },
}

export const Forwarded: Story = {
  args: {
    order: {
      ...pending,
      status: 'forwarded',
      transferDetails: null,
      opensIfFundedToday: null,
      forwardedOn: '2026-11-24',
      opensOn: '2026-11-27',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('funding-iban')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('Partnerbank')
    await expect(canvas.getByRole('status')).toHaveTextContent('27.11.2026')
  },
}

/** A NOK deposit of a customer whose reference account is in euro: the exchange step is named. */
export const ForeignCurrency: Story = {
  args: { order: { ...pending, currency: 'NOK' }, foreignTo: 'EUR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('funding-amount')).toHaveTextContent('NOK')
    await expect(canvas.getByTestId('funding-exchange')).toHaveTextContent('EUR')
    await expect(canvas.getByTestId('funding-exchange')).toHaveTextContent('NOK')
  },
}

/** A US saver (en-us): the settlement account by routing and account number, sent by wire or ACH. */
export const UnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: {
    order: {
      ...pending,
      currency: 'USD',
      transferDetails: {
        account: { scheme: 'aba', routingNumber: '026013372', accountNumber: '1100001268' },
        reference: 'ORDER 1A2B3C4D',
        amountMissing: 600_000,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/by wire or ACH transfer/)).toHaveTextContent('USD 6,000.00')
    await expect(canvas.getByText('Routing number')).toBeVisible()
    await expect(canvas.getByTestId('funding-routing-number')).toHaveTextContent('026013372')
    await expect(canvas.getByTestId('funding-account-number')).toHaveTextContent('1100001268')
    await expect(canvas.queryByTestId('funding-iban')).toBeNull()
    await expect(canvas.queryByText(/IBAN/)).toBeNull()
  },
}
