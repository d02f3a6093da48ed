import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { ServiceFailureNotice } from './service-failure-notice'

/** How every customer page shows a read that failed: the message and the try-again form. */
const meta = {
  title: 'Shell/ServiceFailureNotice',
  component: ServiceFailureNotice,
  args: {
    message:
      'Ihre Anlagen konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    retryLabel: 'Erneut versuchen',
  },
} satisfies Meta<typeof ServiceFailureNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Failed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('konnten nicht geladen werden')
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  },
}

export const TooSlow: Story = {
  args: {
    message:
      'Der Transaktionsservice antwortet zu langsam, daher können Ihre Umsätze gerade nicht angezeigt werden.',
    testId: 'transactions-error',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('transactions-error')).toHaveTextContent('zu langsam')
  },
}
