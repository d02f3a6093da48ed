import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { UsOffersNotes } from './us-offers-notes'

const meta = {
  title: 'US offers/UsOffersNotes',
  component: UsOffersNotes,
  globals: { locale: 'en-us' },
  args: {
    amount: { kind: 'invalid' },
    rawAmount: 'ten thousand',
    limit: { limit: 50, adjusted: true },
  },
} satisfies Meta<typeof UsOffersNotes>

export default meta
type Story = StoryObj<typeof meta>

export const InvalidAmountAndAdjustedLimit: Story = {
  play: async ({ canvas }) => {
    const note = await canvas.findByTestId('us-input-note')
    await expect(note).toHaveTextContent('“ten thousand” is not an amount we can calculate with')
    await expect(note).toHaveTextContent('The number of offers to show was adjusted to 50.')
  },
}

export const ClampedAmount: Story = {
  args: {
    amount: { kind: 'clamped', minor: 100_000_000_00n },
    limit: { limit: 10, adjusted: false },
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByTestId('us-input-note')
    await expect(within(note).getByText(/your amount was reduced/)).toBeVisible()
  },
}
