import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { SavingsSkeleton } from './savings-skeleton'
import { SavingsUnavailable } from './savings-unavailable'

/** The loading and error states every savings screen shares. */
const meta = {
  title: 'Savings/SavingsUnavailable',
  component: SavingsUnavailable,
  args: {
    message:
      'Ihre Anlagen konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    retry: (
      <form method="get">
        <button type="submit">Erneut versuchen</button>
      </form>
    ),
  },
} satisfies Meta<typeof SavingsUnavailable>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorState: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('konnten nicht geladen werden')
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  },
}

export const Loading: Story = {
  render: () => <SavingsSkeleton label="Ihre Anlagen werden geladen" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('savings-loading')).toBeVisible()
    await expect(canvas.getByText('Ihre Anlagen werden geladen')).toBeInTheDocument()
  },
}
