import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { nextMaturities } from '@/lib/savings/dashboard-figures'
import {
  fixtureToday,
  makeDeposit,
  manyDeposits,
  noticeDeposit,
} from '@/lib/savings/savings-fixtures'
import { NextMaturities } from './next-maturities'

const meta = {
  title: 'Savings/NextMaturities',
  component: NextMaturities,
  args: {
    upcoming: nextMaturities(
      [makeDeposit(), { ...noticeDeposit, status: 'notice_given', availableOn: '2026-12-28' }],
      fixtureToday,
    ),
    basePath: '/de-de',
  },
} satisfies Meta<typeof NextMaturities>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    const [first, second] = await canvas.findAllByTestId('next-maturity')
    await expect(first).toHaveTextContent(
      'Kündigungsgeld bei Jarholm Trust Bank wird nach Kündigung ausgezahlt am 28.12.2026',
    )
    await expect(second).toHaveTextContent(
      'Festgeld bei Banka Alvford Capital wird fällig am 03.06.2027',
    )
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/de-de/dashboard/savings/deposits/dep-notice-1',
    )
  },
}

export const ManyDeposits: Story = {
  args: { upcoming: nextMaturities(manyDeposits(200), fixtureToday) },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('next-maturity')).toHaveLength(3)
  },
}

export const Empty: Story = {
  args: { upcoming: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('maturities-empty')).toBeVisible()
  },
}

/** Polish declines "bank" before the name: a name that starts with "Bank" does not repeat it. */
export const PolishBankNames: Story = {
  globals: { locale: 'pl-pl' },
  args: {
    upcoming: nextMaturities(
      [
        makeDeposit({ bankName: 'Bank Solrion' }),
        { ...noticeDeposit, status: 'notice_given', availableOn: '2026-12-28' },
      ],
      fixtureToday,
    ),
    basePath: '/pl-pl',
  },
  play: async ({ canvas }) => {
    const [first, second] = await canvas.findAllByTestId('next-maturity')
    await expect(first).toHaveTextContent('w banku Jarholm Trust Bank')
    await expect(second).toHaveTextContent('w banku Solrion:')
    await expect(second).not.toHaveTextContent(/Bank Solrion/)
  },
}
