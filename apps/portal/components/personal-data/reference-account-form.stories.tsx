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

const usAction = fn<DataFormAction>(async (_state, data) => {
  const routingNumber = String(data.get('routingNumber'))
  const values = {
    accountHolder: String(data.get('accountHolder')),
    routingNumber,
    accountNumber: String(data.get('accountNumber')),
    bankName: String(data.get('bankName')),
  }
  return routingNumber === '021000021'
    ? { ...emptyDataFormState, values, done: true }
    : {
        ...emptyDataFormState,
        values,
        fieldErrors: { routingNumber: 'routingNumber.invalid_checksum' },
      }
})

/** A US customer (en-us) names the account by routing and account number: no IBAN or BIC. */
export const UnitedStatesEmpty: Story = {
  globals: { locale: 'en-us' },
  args: { scheme: 'aba', action: usAction },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Routing number/)).toHaveValue('')
    await expect(canvas.getByLabelText(/^Account number/)).toHaveValue('')
    await expect(canvas.getByLabelText(/^Bank/)).toHaveValue('')
    await expect(canvas.getByText(/bottom left of your checks/)).toBeVisible()
    await expect(canvas.queryByLabelText(/IBAN/)).toBeNull()
    await expect(canvas.queryByLabelText(/BIC/)).toBeNull()
  },
}

export const UnitedStatesInvalidRoutingNumber: Story = {
  globals: { locale: 'en-us' },
  args: { scheme: 'aba', action: usAction },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Account holder/), 'Jordan Example')
    await userEvent.type(canvas.getByLabelText(/^Routing number/), '021000022')
    await userEvent.type(canvas.getByLabelText(/^Account number/), '123456789012')
    await userEvent.click(canvas.getByRole('button', { name: 'Save reference account' }))
    await expect(
      await canvas.findByText("This routing number isn't valid. Please check it for a typo."),
    ).toBeVisible()
    await expect(canvas.getByLabelText(/^Routing number/)).toHaveValue('021000022')
    await expect(canvas.getByLabelText(/^Routing number/)).toHaveAttribute('aria-invalid', 'true')
  },
}

export const UnitedStatesSaved: Story = {
  globals: { locale: 'en-us' },
  args: { scheme: 'aba', action: usAction },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Account holder/), 'Jordan Example')
    await userEvent.type(canvas.getByLabelText(/^Routing number/), '021000021')
    await userEvent.type(canvas.getByLabelText(/^Account number/), '123456789012')
    await userEvent.click(canvas.getByRole('button', { name: 'Save reference account' }))
    await expect(await canvas.findByTestId('reference-account-done')).toHaveTextContent(
      'Your reference account has been saved.',
    )
  },
}

export const UnitedStatesChangePending: Story = {
  globals: { locale: 'en-us' },
  render: () => (
    <KycCases
      cases={[
        {
          id: 'case-2',
          customerId: 'BAC_1100000012',
          type: 'REFERENCE_ACCOUNT_CHANGE',
          status: 'IN_REVIEW',
          newReferenceAccount: {
            accountHolder: 'Jordan Example',
            scheme: 'aba',
            routingNumber: '011000015',
            accountNumber: '4410229011',
            bankName: null,
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
    const cases = canvas.getByTestId('kyc-cases')
    await expect(cases).toHaveTextContent('Routing number 011000015, Account number 4410229011')
    await expect(cases).not.toHaveTextContent('IBAN')
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
