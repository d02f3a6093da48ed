import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import type { CancelOrderState } from '@/lib/savings/order-cancellation'
import { pendingOrder } from '@/lib/savings/savings-fixtures'
import { PendingOrders } from './pending-orders'

const meta = {
  title: 'Savings/PendingOrders',
  component: PendingOrders,
  args: {
    orders: [pendingOrder],
    bankNames: { 'bank-de-1': 'Rosinth Credit Bank' },
  },
} satisfies Meta<typeof PendingOrders>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15.000,00 EUR bei Rosinth Credit Bank')).toBeVisible()
    await expect(canvas.getByText(/Überweisen Sie 10\.000,00 EUR/)).toBeVisible()
    await expect(canvas.getByTestId('transfer-iban')).toHaveTextContent('DE07100200300000000169')
    await expect(canvas.getByTestId('transfer-reference')).toHaveTextContent('ORDER 10909673')
  },
}

export const Forwarded: Story = {
  args: {
    orders: [
      {
        ...pendingOrder,
        status: 'forwarded',
        transferDetails: null,
        opensIfFundedToday: null,
        opensOn: '2026-11-27',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/An die Bank weitergeleitet/)).toHaveTextContent(
      '27.11.2026',
    )
    await expect(canvas.queryByTestId('transfer-iban')).toBeNull()
  },
}

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('orders-empty')).toHaveTextContent(
      'Sie haben keine offenen Aufträge.',
    )
  },
}

/** An order still waiting for its money can be cancelled; one already forwarded says why not. */
export const CancelRefusedOnceForwarded: Story = {
  args: {
    cancelAction: fn(
      async (): Promise<CancelOrderState> => ({
        status: 'error',
        orderId: pendingOrder.id,
        error: 'alreadyForwarded',
      }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByTestId('order-cancel-open'))
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent('wird nicht an die Bank weitergeleitet')
    await expect(args.cancelAction).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }))
    await expect(await canvas.findByTestId('order-cancel-error')).toHaveTextContent(
      'bereits an die Bank weitergeleitet',
    )
  },
}

/** A cancelled order is confirmed above the list, where the answer stays once the order is gone. */
export const Cancelled: Story = {
  args: {
    cancelAction: fn(
      async (_previous: CancelOrderState, data: FormData): Promise<CancelOrderState> => ({
        status: 'cancelled',
        orderId: String(data.get('orderId')),
      }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByTestId('order-cancel-open'))
    await userEvent.click(await screen.findByRole('button', { name: 'Stornieren' }))
    await expect(await canvas.findByTestId('order-cancelled')).toHaveTextContent(/storniert/)
    await expect(args.cancelAction).toHaveBeenCalledOnce()
    await expect(canvas.queryByTestId('order-cancel-error')).toBeNull()
  },
}

/** A US customer (en-us): the settlement account by routing and account number, wire or ACH. */
export const UnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: {
    orders: [
      {
        ...pendingOrder,
        currency: 'USD',
        transferDetails: {
          account: { scheme: 'aba', routingNumber: '026013372', accountNumber: '1100001268' },
          reference: 'ORDER 10909673',
          amountMissing: 1_000_000,
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Send USD 10,000\.00 from your reference account by wire or ACH/),
    ).toBeVisible()
    await expect(canvas.getByTestId('transfer-routing-number')).toHaveTextContent('026013372')
    await expect(canvas.getByTestId('transfer-account-number')).toHaveTextContent('1100001268')
    await expect(canvas.queryByTestId('transfer-iban')).toBeNull()
  },
}
