import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { OfferTerms } from './offer-terms'

const meta = {
  title: 'US offers/OfferTerms',
  component: OfferTerms,
  globals: { locale: 'en-us' },
  args: {
    terms: {
      offerId: 'us-cd-12',
      apy: '0.045',
      termsHtml: '<p>Interest compounds daily.</p><ul><li>No monthly fee</li></ul>',
      disclosures: ['APY accurate as of Nov 1, 2026.'],
    },
    text: {
      summary: 'Product terms',
      error: 'The product terms could not be loaded right now.',
      disclosures: 'Disclosures',
    },
  },
} satisfies Meta<typeof OfferTerms>

export default meta
type Story = StoryObj<typeof meta>

export const Terms: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('Interest compounds daily.')).not.toBeVisible()
    await userEvent.click(canvas.getByText('Product terms'))
    await expect(canvas.getByText('Interest compounds daily.')).toBeVisible()
    await expect(canvas.getByText('APY accurate as of Nov 1, 2026.')).toBeVisible()
  },
}

export const TermsError: Story = {
  args: { terms: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Product terms'))
    await expect(canvas.getByTestId('terms-error')).toBeVisible()
  },
}
