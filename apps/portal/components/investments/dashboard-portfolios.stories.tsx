import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { managedPortfolio, overviewOf } from '@/.storybook/investments-fixtures'
import { DashboardPortfolios } from './dashboard-portfolios'

const meta = {
  title: 'Investments/DashboardPortfolios',
  component: DashboardPortfolios,
  args: {
    investments: Promise.resolve({ ok: true, data: overviewOf([managedPortfolio]) } as const),
    investmentsHref: '/de-de/dashboard/investments',
  },
} satisfies Meta<typeof DashboardPortfolios>

export default meta
type Story = StoryObj<typeof meta>

/** The portfolio beside the savings: its value and what was paid in. */
export const WithPortfolio: Story = {
  play: async ({ canvas }) => {
    const portfolio = await canvas.findByTestId('dashboard-portfolio')
    await expect(portfolio).toHaveTextContent('10.635,12 EUR')
    // the product, then the class as the prognosis names it ("Portfolio 50 …"), the word once
    await expect(portfolio).toHaveTextContent(/^Vermögensverwaltung: Portfolio \d+/)
    await expect(portfolio).not.toHaveTextContent(/Portfolio Portfolio/)
    await expect(canvas.getByRole('link', { name: 'Geldanlage' })).toHaveAttribute(
      'href',
      '/de-de/dashboard/investments',
    )
  },
}
