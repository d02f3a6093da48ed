import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { OrderRefused } from './order-refused'

const meta = {
  title: 'Ordering/OrderRefused',
  component: OrderRefused,
  args: { reason: 'notOffered', productsHref: '/de-de/products' },
} satisfies Meta<typeof OrderRefused>

export default meta
type Story = StoryObj<typeof meta>

/** An offer of another market (e.g. a US bank for a customer in Germany): no form, a way back. */
export const NotOffered: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Dieses Angebot ist in Ihrem Markt nicht verfügbar.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zurück zu den Angeboten' })).toHaveAttribute(
      'href',
      '/de-de/products',
    )
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const OfferEnded: Story = {
  args: { reason: 'offerEnded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dieses Angebot ist beendet/)).toBeVisible()
    await expect(canvas.queryByText(/in Ihrem Markt/)).toBeNull()
  },
}
