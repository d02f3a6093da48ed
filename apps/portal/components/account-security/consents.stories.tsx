import { mailConsentRows } from '@portal/domain/customer-data/mail-consent-switch'
import { marketOf } from '@portal/domain/markets'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { type AgreementAction, AgreementView } from '@/components/agreements/agreement-view'
import { ReferralLeads } from '@/components/referral/referral-leads'
import { type ConsentsAction, MailConsentsForm } from './mail-consents-form'

const rows = mailConsentRows([{ id: 'savings', valid: true }], marketOf('de-de'))

const meta = {
  title: 'CustomerData/Consents',
  component: MailConsentsForm,
  args: {
    rows,
    action: fn<ConsentsAction>(async (state) => ({ status: 'saved', rows: state.rows })),
  },
} satisfies Meta<typeof MailConsentsForm>

export default meta
type Story = StoryObj<typeof meta>

export const MailConsents: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Sparangebote/)).toBeChecked()
    await expect(canvas.getByLabelText(/Rechtliche Hinweise/)).toBeDisabled()
    await expect(canvas.getByLabelText(/Rechtliche Hinweise/)).toBeChecked()
    await userEvent.click(canvas.getByLabelText(/Beta-Programm/))
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Auswahl speichern' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('gespeichert')
    await expect(args.action).toHaveBeenCalledOnce()
  },
}

const agreed: AgreementAction = async () => ({
  status: 'agreed',
  agreement: {
    kind: 'direct_debit_mandate',
    agreedAt: '2026-11-23T08:00:00Z',
    text: 'Ich ermächtige die Bank …',
    documentId: 'doc-7',
  },
})

export const DirectDebitAgreement: Story = {
  render: () => (
    <AgreementView
      kind="direct_debit_mandate"
      agreement={null}
      text={{
        kind: 'direct_debit_mandate',
        version: '2026-11',
        language: 'de',
        title: 'SEPA-Lastschriftmandat',
        text: 'Ich ermächtige die Bank …',
      }}
      action={fn(agreed)}
      basePath="/de-de"
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ich stimme zu' }))
    await expect(await canvas.findByTestId('agreement-given')).toHaveTextContent(
      'Ich ermächtige die Bank',
    )
    await expect(canvas.getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      '/de-de/documents/doc-7/download',
    )
  },
}

export const Leads: Story = {
  render: () => (
    <ReferralLeads
      leads={[
        {
          id: 'l1',
          name: 'Max <b>Muster</b>',
          invitedAt: '2026-10-01T10:00:00Z',
          status: 'REWARDED',
        },
        { id: 'l2', name: 'Anna', invitedAt: '2026-11-01T10:00:00Z', status: 'INVITED' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('leads')).toHaveTextContent('Max <b>Muster</b>')
    await expect(canvas.getByTestId('leads')).toHaveTextContent('Prämie ausgezahlt')
  },
}

export const NoLeads: Story = {
  render: () => <ReferralLeads leads={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('leads-empty')).toBeVisible()
  },
}
