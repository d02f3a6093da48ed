import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { SavingsSkeleton } from './savings-skeleton'

/** The loading state every savings screen shares (their error state: Shell/ServiceFailureNotice). */
const meta = {
  title: 'Savings/SavingsSkeleton',
  component: SavingsSkeleton,
  args: { label: 'Ihre Anlagen werden geladen' },
} satisfies Meta<typeof SavingsSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('savings-loading')).toBeVisible()
    await expect(canvas.getByText('Ihre Anlagen werden geladen')).toBeInTheDocument()
  },
}
