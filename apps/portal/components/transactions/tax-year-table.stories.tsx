import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { TaxYearTable } from './tax-year-table'

const meta = {
  title: 'Transactions/TaxYearTable',
  component: TaxYearTable,
  args: {
    summary: {
      year: 2026,
      rows: [
        {
          bankName: 'Crédit Lumière',
          bankCountry: 'FR',
          currency: 'EUR',
          interest: 5_001,
          withheldTax: 0,
        },
        {
          bankName: 'Hafenbank',
          bankCountry: 'DE',
          currency: 'EUR',
          interest: 22_329,
          withheldTax: 5_890,
        },
      ],
    },
    locale: 'de-de',
    csvHref: '/de-de/account-transactions/tax-summary/2026/csv',
    pdfHref: '/de-de/account-transactions/tax-summary/2026/pdf',
  },
} satisfies Meta<typeof TaxYearTable>

export default meta
type Story = StoryObj<typeof meta>

export const TwoBanks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('tax-row')).toHaveLength(2)
    // the table from the sm breakpoint, a list on phones: the net amount is in both
    await expect(canvas.getAllByText('164,39 EUR')).toHaveLength(2)
    await expect(canvas.getByTestId('tax-pdf')).toHaveAttribute(
      'href',
      '/de-de/account-transactions/tax-summary/2026/pdf',
    )
  },
}
