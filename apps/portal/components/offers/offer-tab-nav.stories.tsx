import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { offerTabs } from '../../lib/offers/offer-tabs'
import { OfferTabNav } from './offer-tab-nav'

const meta = {
  title: 'Offers/OfferTabNav',
  component: OfferTabNav,
  args: { tabs: offerTabs, current: 'term' },
} satisfies Meta<typeof OfferTabNav>

export default meta
type Story = StoryObj<typeof meta>

export const AllTabs: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Produkte' })
    await expect(nav).toBeVisible()
    await expect(canvas.getAllByRole('link')).toHaveLength(offerTabs.length)
    await expect(canvas.getByRole('link', { name: 'Festgeld' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByTestId('offer-tab-invest')).toHaveTextContent('Vermögensverwaltung')
  },
}

export const NoneSelected: Story = {
  args: { current: undefined, tabs: offerTabs.filter((tab) => tab.kind === 'product') },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation')
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current')
    }
  },
}
