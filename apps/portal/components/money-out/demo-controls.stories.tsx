import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn } from 'storybook/test'
import { DemoClock } from './demo-clock'
import { DemoTransfer } from './demo-transfer'
import { SmsOutbox } from './sms-outbox'

function DemoControls({
  withOrder,
  withSms,
  currency = 'EUR',
}: {
  withOrder: boolean
  withSms: boolean
  currency?: string
}) {
  const action = fn(async () => {})
  return (
    <div className="space-y-6">
      <DemoTransfer
        action={action}
        currency={currency}
        pendingOrders={
          withOrder
            ? [
                {
                  id: 'o-1',
                  offerId: 'offer-1',
                  bankId: 'bank-1',
                  amount: 1_500_000,
                  currency,
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
                    amountMissing: 1_000_000,
                  },
                  opensIfFundedToday: '2026-12-02',
                },
              ]
            : []
        }
      />
      <DemoClock today="2026-11-23" action={action} />
      <SmsOutbox
        messages={
          withSms
            ? [
                {
                  id: 1,
                  customerId: 'BAC_1000000001',
                  phoneNumber: '+4915123456789',
                  challengeId: 'c-1',
                  text: 'Your mTAN 123456 confirms the payout of 500.00 EUR to DE89370400440532013000. Valid 5 minutes.',
                  sentAt: '2026-11-23T08:00:00.000Z',
                },
              ]
            : []
        }
      />
    </div>
  )
}

const meta = {
  title: 'MoneyOut/DemoControls',
  component: DemoControls,
  args: { withOrder: true, withSms: true },
} satisfies Meta<typeof DemoControls>

export default meta
type Story = StoryObj<typeof meta>

export const WithOrderAndSms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('demo-today')).toHaveTextContent('23.11.2026')
    await expect(canvas.getByText('Auftrag ORDER 1A2B3C4D: 10.000,00 EUR fehlen')).toBeVisible()
    await expect(canvas.getByTestId('sms')).toHaveTextContent('mTAN 123456')
    // the number as the bank stores it, shown grouped as Germany writes it
    await expect(canvas.getByTestId('sms')).toHaveTextContent('An +49 1512 3456789,')
  },
}

export const Empty: Story = {
  args: { withOrder: false, withSms: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('demo-fund-order')).toBeNull()
    await expect(canvas.getByTestId('sms-empty')).toBeVisible()
  },
}

/** A Polish customer: the transfer arrives in złoty, as their orders are in złoty. */
export const PolishCustomer: Story = {
  args: { currency: 'PLN' },
  globals: { locale: 'pl-pl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Kwota w PLN' })).toBeVisible()
    const funding = canvas.getByTestId('demo-fund-order').closest('form')
    await expect(funding?.querySelector('input[name=currency]')).toHaveValue('PLN')
  },
}
