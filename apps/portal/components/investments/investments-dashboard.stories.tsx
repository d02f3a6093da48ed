import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import { customMixPortfolio, managedPortfolio, overviewOf } from '@/.storybook/investments-fixtures'
import { InvestmentsDashboard } from './investments-dashboard'
import { InvestmentsSkeleton } from './investments-skeleton'

const meta = {
  title: 'Investments/InvestmentsDashboard',
  component: InvestmentsDashboard,
  decorators: [withInvestmentsMessages],
  args: {
    overview: overviewOf([managedPortfolio]),
    cockpits: [
      { id: 'etf', href: '/de-de/auth?next=%2Fde-de%2Fdashboard%2Finvestments%2Fcockpit%2Fetf' },
      {
        id: 'crypto',
        href: '/de-de/auth?next=%2Fde-de%2Fdashboard%2Finvestments%2Fcockpit%2Fcrypto',
      },
    ],
    advisorHref: '/de-de/dashboard/investments/robo-advisor',
    configuratorHref: '/de-de/dashboard/investments/configurator',
    savingsPlanHref: (id: string) =>
      `/de-de/dashboard/investments/savings-plan/edit?portfolio=${id}`,
  },
} satisfies Meta<typeof InvestmentsDashboard>

export default meta
type Story = StoryObj<typeof meta>

export const WithPortfolio: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('total-value')).toHaveTextContent('10.635,12 EUR')
    const portfolio = canvas.getByTestId('portfolio')
    await expect(within(portfolio).getByRole('heading', { name: /Portfolio 70/ })).toBeVisible()
    await expect(within(portfolio).getByTestId('portfolio-costs')).toHaveTextContent('15,62 EUR')
    await expect(within(portfolio).getByTestId('holdings')).toHaveTextContent('IE000MRDW015')
    await expect(within(portfolio).getByTestId('pending-orders')).toHaveTextContent(
      'Sparplan über 100,00',
    )
    await expect(within(portfolio).getByRole('img', { name: 'Wertverlauf' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ETF-Cockpit öffnen' })).toHaveAttribute(
      'href',
      expect.stringContaining('/de-de/auth?next='),
    )
    await expect(canvas.getByRole('link', { name: 'Sparplan ändern' })).toBeVisible()
    // a further portfolio: by the robo-advisor or a mix of the customer's own
    await expect(canvas.getByRole('link', { name: 'Eigenen Mix zusammenstellen' })).toHaveAttribute(
      'href',
      '/de-de/dashboard/investments/configurator',
    )
  },
}

/** Beside the managed portfolio, a portfolio of the customer's own configured mix. */
export const WithCustomMix: Story = {
  args: { overview: overviewOf([managedPortfolio, customMixPortfolio]) },
  play: async ({ canvas }) => {
    const [, mix] = canvas.getAllByTestId('portfolio')
    if (!mix) throw new Error('no second portfolio')
    await expect(within(mix).getByRole('heading', { name: 'Eigener Mix' })).toBeVisible()
    await expect(within(mix).getByTestId('holdings')).toHaveTextContent('IE000MRDW015')
  },
}

/** The first order is placed but not executed yet: no holdings, no history. */
export const OrderPending: Story = {
  args: {
    overview: overviewOf([
      {
        ...managedPortfolio,
        value: 0,
        invested: 0,
        performance: 0,
        costsPaid: 0,
        holdings: [],
        history: [],
      },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Noch keine Bestände/)).toBeVisible()
    await expect(canvas.getByTestId('pending-orders')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { overview: overviewOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('investments-empty')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Robo-Advisor starten' })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { overview: 'failed', retry: <button type="submit">Erneut versuchen</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('investments-failed')).toHaveTextContent(
      'Ihre Geldanlage konnte nicht geladen werden',
    )
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  },
}

export const Loading: Story = {
  render: () => <InvestmentsSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('investments-loading')).toBeVisible()
  },
}
