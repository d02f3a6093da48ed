import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { OfferRowTabs } from './offer-row-tabs'

const meta = {
  title: 'Offers/OfferRowTabs',
  component: OfferRowTabs,
  args: {
    offerId: 'offer-nordhafen-12',
    label: 'Produktdetails (Nordhafen Bank)',
    tabs: [
      { id: 'conditions', label: 'Konditionen', content: <p>Mindestanlage 1.000 €</p> },
      { id: 'descriptions', label: 'Von der Bank', content: <p>Einlagen sind gesichert.</p> },
    ],
  },
} satisfies Meta<typeof OfferRowTabs>

export default meta
type Story = StoryObj<typeof meta>

export const ConditionsAndDescriptions: Story = {
  play: async ({ canvas }) => {
    const track = fn()
    window.addEventListener('offers:track', (event) => track((event as CustomEvent).detail), {
      once: true,
    })
    await expect(canvas.getByText('Mindestanlage 1.000 €')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Von der Bank' }))
    await expect(canvas.getByText('Einlagen sind gesichert.')).toBeVisible()
    await expect(track).toHaveBeenCalledWith({
      type: 'offer_row_tab',
      offerId: 'offer-nordhafen-12',
      tab: 'descriptions',
    })
  },
}

export const ConditionsOnly: Story = {
  args: {
    tabs: [{ id: 'conditions', label: 'Konditionen', content: <p>Mindestanlage 1.000 €</p> }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mindestanlage 1.000 €')).toBeVisible()
    await expect(canvas.queryByRole('tablist')).toBeNull()
  },
}
