import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeExposure } from '@/lib/savings/savings-fixtures'
import { GuaranteeExposureTable } from './guarantee-exposure-table'

const meta = {
  title: 'Savings/GuaranteeExposureTable',
  component: GuaranteeExposureTable,
  args: {
    exposures: [makeExposure()],
    bankNames: { 'bank-sk': 'Banka Alvford Capital', 'bank-gb': 'Harbour Bank' },
    joint: false,
  },
} satisfies Meta<typeof GuaranteeExposureTable>

export default meta
type Story = StoryObj<typeof meta>

export const Covered: Story = {
  play: async ({ canvas }) => {
    const [entry] = await canvas.findAllByTestId('exposure')
    await expect(entry).toHaveAttribute('data-level', 'covered')
    await expect(canvas.getByTestId('exposure-limit')).toHaveTextContent('100.000,00 EUR')
    await expect(canvas.getByText('20,6 % der Grenze')).toBeVisible()
    await expect(canvas.queryByTestId('exposure-warning')).toBeNull()
  },
}

export const AboveTheLimit: Story = {
  args: {
    exposures: [
      makeExposure({ exposure: 10_150_000, uncovered: 150_000 }),
      makeExposure({
        bankId: 'bank-gb',
        bankCountry: 'GB',
        scheme: 'Financial Services Compensation Scheme',
        currency: 'GBP',
        exposure: 11_000_000,
        limit: 12_000_000,
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('exposure-warning')).toHaveTextContent(
      /Bei einer Bank übersteigen/,
    )
    await expect(canvas.getByText('1.500,00 EUR über der Grenze')).toBeVisible()
    const levels = canvas.getAllByTestId('exposure').map((entry) => entry.dataset.level)
    await expect(levels).toEqual(['overLimit', 'nearLimit'])
    await expect(canvas.getByText('120.000,00 GBP')).toBeVisible()
  },
}

export const JointAccount: Story = {
  args: { joint: true, exposures: [makeExposure({ otherCurrencyDeposits: 2 })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Gemeinschaftskonto/)).toBeVisible()
    await expect(canvas.getByText(/2 Anlagen in einer anderen Währung/)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { exposures: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('exposure-empty')).toBeVisible()
  },
}
