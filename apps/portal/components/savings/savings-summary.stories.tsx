import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { totalsByProductType } from '@/lib/savings/dashboard-figures'
import { makeOverview, manyDeposits } from '@/lib/savings/savings-fixtures'
import { SavingsSummary } from './savings-summary'

const overview = makeOverview()

const meta = {
  title: 'Savings/SavingsSummary',
  component: SavingsSummary,
  args: {
    settlementAccounts: overview.settlementAccounts,
    totals: totalsByProductType(overview.deposits, 'de-de'),
    interest: [{ currency: 'EUR', amount: 33_792, withheldTax: 2_140 }],
    year: '2026',
  },
} satisfies Meta<typeof SavingsSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('settlement-balance-EUR')).toHaveTextContent(
      '5.000,00 EUR',
    )
    await expect(canvas.getByTestId('interest-EUR')).toHaveTextContent('337,92 EUR')
    await expect(canvas.getByTestId('withheld-EUR')).toHaveTextContent('21,40 EUR')
    await expect(canvas.getAllByTestId('product-total')).toHaveLength(3)
    await expect(canvas.getByText('Festgeld')).toBeVisible()
  },
}

export const Empty: Story = {
  args: {
    settlementAccounts: [
      { currency: 'EUR', account: { scheme: 'iban', iban: 'DE07100200300000000169' }, balance: 0 },
    ],
    totals: [],
    interest: [],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('totals-empty')).toHaveTextContent(
      'Sie haben noch keine Anlagen.',
    )
    await expect(canvas.getByText('In diesem Jahr wurden noch keine Zinsen gebucht.')).toBeVisible()
  },
}

export const ManyDeposits: Story = {
  args: { totals: totalsByProductType(manyDeposits(200), 'de-de') },
  play: async ({ canvas }) => {
    const [row] = await canvas.findAllByTestId('product-total')
    await expect(row).toHaveTextContent('200')
  },
}
