import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
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

const banks: [string, string, string][] = [
  ['Hafenbank', 'DE', 'EUR'],
  ['Crédit Lumière', 'FR', 'EUR'],
  ['Banca del Porto', 'IT', 'EUR'],
  ['Noordzee Spaarbank', 'NL', 'EUR'],
  ['Baltijas Krājbanka', 'LV', 'EUR'],
  ['Banco do Atlântico', 'PT', 'EUR'],
  ['Bank Wiślany', 'PL', 'PLN'],
  ['Alpenbank', 'AT', 'EUR'],
  ['Suomen Säästöpankki', 'FI', 'EUR'],
  ['Thames Savings', 'GB', 'GBP'],
  ['Tatra Sporiteľňa', 'SK', 'EUR'],
  ['Banque du Lac', 'CH', 'CHF'],
]

/** Twelve banks in five currencies: every bank gets its row in the table and its card on phones. */
export const ManyBanks: Story = {
  args: {
    summary: {
      year: 2026,
      rows: banks.map(([bankName, bankCountry, currency], index) => ({
        bankName,
        bankCountry,
        currency,
        interest: 10_000 + index * 1_111,
        withheldTax: index % 2 === 0 ? 2_500 : 0,
      })),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = canvas.getAllByTestId('tax-row')
    await expect(rows).toHaveLength(12)
    // the last bank: 100.00 + 11 × 11.11 = 222.21 CHF gross, nothing withheld
    await expect(rows[11]).toHaveTextContent('Banque du Lac')
    await expect(rows[11]).toHaveTextContent('222,21 CHF')
    // the phone cards (hidden at this width) carry the same twelve banks
    const cards = canvasElement.querySelector('ul[aria-label="Zinsen und Quellensteuer 2026"]')
    await expect(cards?.querySelectorAll('li')).toHaveLength(12)
  },
}

const longBankName =
  'Landesbausparkassenzentralgenossenschaftsbank Mecklenburg-Vorpommern und Brandenburg'

/** A 320 px phone and a very long bank name: the name wraps inside its card, no sideways scroll. */
export const LongBankNameNarrow: Story = {
  args: {
    summary: {
      year: 2025,
      rows: [
        {
          bankName: longBankName,
          bankCountry: 'DE',
          currency: 'EUR',
          interest: 123_456,
          withheldTax: 32_562,
        },
      ],
    },
  },
  parameters: {
    viewport: {
      options: {
        phone320: { name: '320 px phone', styles: { width: '320px', height: '640px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('list', { name: 'Zinsen und Quellensteuer 2025' })
    await expect(card).toBeVisible()
    await expect(card).toHaveTextContent('Mecklenburg-Vorpommern und Brandenburg, Deutschland')
    await expect(card).toHaveTextContent('908,94 EUR')
    const name = within(card).getByText(/^Landesbausparkassen/)
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth)
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    )
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(320)
  },
}
