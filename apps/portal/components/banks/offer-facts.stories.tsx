import { productLabels } from '@portal/domain/enumeration-values'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { makeOffer, market } from '../../.storybook/fixtures'
import { OfferFacts } from './offer-facts'

const meta = {
  title: 'Banks/OfferFacts',
  component: OfferFacts,
  args: { offer: makeOffer(), market: market('de-de') },
} satisfies Meta<typeof OfferFacts>

export default meta
type Story = StoryObj<typeof meta>

export const EveryField: Story = {
  play: async ({ canvas }) => {
    const facts = await canvas.findByTestId('offer-facts')
    await expect(within(facts).getByText('Nordhafen Bank')).toBeVisible()
    await expect(
      await within(facts).findByRole('link', { name: /Informationsbogen für den Einleger/ }),
    ).toBeVisible()
  },
}

export const ManyLabels: Story = {
  args: { offer: makeOffer({ labels: [...productLabels] }) },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByTestId('offer-facts')
    const labels = canvasElement.querySelector('[data-field="labels"] dd')
    await expect(labels?.querySelectorAll('[data-slot="badge"]')).toHaveLength(productLabels.length)
  },
}

export const NoDocuments: Story = {
  args: { offer: makeOffer({ productInformationSheet: null, additionalDocuments: [] }) },
  play: async ({ canvas }) => {
    await canvas.findByTestId('offer-facts')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
