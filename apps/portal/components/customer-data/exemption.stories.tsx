import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyDataFormState } from '@/lib/customer-data/form-state'
import { ExemptionOrderForm } from './exemption-order-form'
import { ExemptionOverview } from './exemption-overview'
import type { DataFormAction } from './use-data-form'

const meta = {
  title: 'CustomerData/Exemption',
  component: ExemptionOrderForm,
  args: {
    taxYear: 2026,
    banks: [{ bankId: 'b1', bankName: 'Nordhafen Bank' }],
    jointPossible: false,
    elsewhereEuros: 0,
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: { amount: String(data.get('amount')) },
      fieldErrors: { amount: 'exemption.exceeds_allowance' },
    })),
  },
} satisfies Meta<typeof ExemptionOrderForm>

export default meta
type Story = StoryObj<typeof meta>

export const ExceedsAllowance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('option', { name: /Gemeinsam/ })).toBeNull()
    await userEvent.type(canvas.getByLabelText(/Betrag in ganzen Euro/), '1200')
    await userEvent.click(canvas.getByRole('button', { name: 'Freistellungsauftrag speichern' }))
    await expect(
      await canvas.findByText(/würden den Sparer-Pauschbetrag übersteigen/),
    ).toBeVisible()
  },
}

export const JointPossible: Story = {
  args: { jointPossible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: /Gemeinsam/ })).toBeInTheDocument()
  },
}

export const Overview: Story = {
  render: () => (
    <ExemptionOverview
      overview={{
        taxYear: 2026,
        allowanceCents: 100_000,
        elsewhereCents: 20_000,
        eligibleBanks: [],
        orders: [
          {
            id: 'o1',
            bankId: 'b1',
            bankName: 'Nordhafen Bank',
            taxYear: 2026,
            kind: 'single',
            amountCents: 50_000,
            usedCents: 1_234,
            receivedOn: '2026-01-05',
            status: 'ACTIVE',
          },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('exemption-overview')).toHaveTextContent('noch frei 300,00 EUR')
  },
}

export const NoOrders: Story = {
  render: () => (
    <ExemptionOverview
      overview={{
        taxYear: 2026,
        allowanceCents: 100_000,
        elsewhereCents: 0,
        eligibleBanks: [],
        orders: [],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('exemption-empty')).toBeVisible()
  },
}
