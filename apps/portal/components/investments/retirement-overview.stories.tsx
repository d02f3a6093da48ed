import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import {
  justOpenedPension,
  managedPortfolio,
  overviewOf,
  pensionPortfolio,
} from '@/.storybook/investments-fixtures'
import { RetirementOverview } from './retirement-overview'

const meta = {
  title: 'Investments/RetirementOverview',
  component: RetirementOverview,
  decorators: [withInvestmentsMessages],
  args: {
    overview: overviewOf([managedPortfolio, pensionPortfolio]),
    prognosisHref: '/de-de/zinsportfolio',
    openHref: '/de-de/dashboard/retirement/open',
    cockpitHref: '/de-de/auth?next=%2Fde-de%2Fdashboard%2Finvestments%2Fcockpit%2Fpension',
  },
} satisfies Meta<typeof RetirementOverview>

export default meta
type Story = StoryObj<typeof meta>

/** Only the pension portfolio counts here; the managed one is on the investments dashboard. */
export const WithPension: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('portfolio')).toHaveLength(1)
    await expect(
      canvas.getByRole('heading', { name: /^Altersvorsorge: Portfolio \d+/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vorsorge-Cockpit öffnen' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vorsorgeprodukt abschließen' })).toHaveAttribute(
      'href',
      '/de-de/dashboard/retirement/open',
    )
  },
}

export const Empty: Story = {
  args: { overview: overviewOf([managedPortfolio]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('retirement-empty')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vorsorgeprodukt abschließen' })).toHaveAttribute(
      'href',
      '/de-de/dashboard/retirement/open',
    )
    await expect(canvas.getByRole('link', { name: 'Zur Vorsorge-Prognose' })).toHaveAttribute(
      'href',
      '/de-de/zinsportfolio',
    )
  },
}

export const Failed: Story = {
  args: { overview: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('investments-failed')).toBeVisible()
  },
}

/** Right after the opening: the product is there at 0 until its first order is executed. */
export const JustOpened: Story = {
  args: { overview: overviewOf([justOpenedPension]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('portfolio-value')).toHaveTextContent('0,00')
    await expect(canvas.getByTestId('pending-orders')).toHaveTextContent(
      /Einmalorder über 1\.000,00/,
    )
    await expect(canvas.getByTestId('portfolio')).toHaveTextContent(/150,00\sEUR am 15\./)
  },
}
