import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { ExemptionIneligibleBanks } from './exemption-ineligible-banks'
import { ExemptionOrderForm } from './exemption-order-form'
import { ExemptionOverview } from './exemption-overview'

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
        currentTaxYear: 2026,
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
        currentTaxYear: 2026,
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

export const BanksWithoutExemption: Story = {
  render: () => (
    <ExemptionIneligibleBanks
      banks={[{ bankId: 'b9', bankName: 'Banka Alvford Capital', countryCode: 'HR' }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Banka Alvford Capital \(Kroatien\): Eine Bank außerhalb Deutschlands/),
    ).toBeVisible()
  },
}

/** The mTAN step keeps the chosen bank and kind (React resets a form after its action). */
export const KeepsChoiceForTheMtan: Story = {
  args: {
    banks: [
      { bankId: 'b1', bankName: 'Nordhafen Bank' },
      { bankId: 'b2', bankName: 'Südtor Bank' },
    ],
    jointPossible: true,
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: {
        bankId: String(data.get('bankId')),
        kind: String(data.get('kind')),
        amount: String(data.get('amount')),
      },
      pending: { kind: 'sca', changeId: 'c1', hint: '+49 ••• ••••12' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Bank/), 'b2')
    await userEvent.selectOptions(canvas.getByLabelText(/^Art/), 'joint')
    await userEvent.type(canvas.getByLabelText(/Betrag in ganzen Euro/), '2000')
    await userEvent.click(canvas.getByRole('button', { name: 'Freistellungsauftrag speichern' }))
    await expect(await canvas.findByLabelText(/^mTAN/)).toBeVisible()
    await expect(canvas.getByLabelText(/^Bank/)).toHaveValue('b2')
    await expect(canvas.getByLabelText(/^Art/)).toHaveValue('joint')
  },
}
