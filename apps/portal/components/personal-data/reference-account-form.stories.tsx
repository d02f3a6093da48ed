import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { KycCases } from '@/components/identification/kyc-cases'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { ReferenceAccountForm } from './reference-account-form'

const meta = {
  title: 'CustomerData/ReferenceAccountForm',
  component: ReferenceAccountForm,
  args: {
    doneKey: 'savedInitial',
    submitKey: 'saveInitial',
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: {
        accountHolder: String(data.get('accountHolder')),
        iban: String(data.get('iban')),
        bic: '',
      },
      fieldErrors: { iban: 'iban.invalid_checksum' },
    })),
  },
} satisfies Meta<typeof ReferenceAccountForm>

export default meta
type Story = StoryObj<typeof meta>

export const IbanChecksumMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Kontoinhaber/), 'Erika Mustermann')
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'DE88 3704 0044 0532 0130 00')
    await userEvent.click(canvas.getByRole('button', { name: 'Referenzkonto speichern' }))
    await expect(await canvas.findByText(/Prüfziffern dieser IBAN stimmen nicht/)).toBeVisible()
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveValue('DE88 3704 0044 0532 0130 00')
  },
}

export const Saved: Story = {
  args: { action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, done: true })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Referenzkonto speichern' }))
    await expect(await canvas.findByTestId('reference-account-done')).toBeVisible()
  },
}

export const ChangePending: Story = {
  render: () => (
    <KycCases
      cases={[
        {
          id: 'case-1',
          customerId: 'BAC_1000000001',
          type: 'REFERENCE_ACCOUNT_CHANGE',
          status: 'IN_REVIEW',
          newReferenceAccount: {
            accountHolder: 'Erika Mustermann',
            iban: 'DE02120300000000202051',
            bic: null,
          },
          documentIds: ['doc-1'],
          createdAt: '2026-11-20T10:00:00Z',
          decidedAt: null,
          rejectionReason: null,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('kyc-cases')).toHaveTextContent('offen: in Prüfung')
  },
}
