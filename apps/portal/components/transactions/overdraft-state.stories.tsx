import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { OverdraftState } from './overdraft-state'

const meta = {
  title: 'Transactions/OverdraftState',
  component: OverdraftState,
  args: {
    account: { currency: 'EUR', iban: 'DE02120300000000202051', balance: -1_250 },
    reference: 'OVERDRAFT BAC_1000000001',
    locale: 'de-de',
  },
} satisfies Meta<typeof OverdraftState>

export default meta
type Story = StoryObj<typeof meta>

export const Overdrawn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('12,50 EUR unter null')
    await expect(canvas.getByText('DE02120300000000202051')).toBeVisible()
  },
}

export const Covered: Story = {
  args: { account: { currency: 'EUR', iban: 'DE02120300000000202051', balance: 100_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('overdraft-none')).toHaveTextContent('1.000,00 EUR')
  },
}
