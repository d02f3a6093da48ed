import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeOffer } from '../../.storybook/fixtures'
import { ProductOfferList } from './product-offer-list'

const offers = Array.from({ length: 12 }, (_, index) =>
  makeOffer({
    id: `offer-${index}`,
    termMonths: 6 + index * 6,
    nominalRate: (0.031 - index * 0.001).toFixed(4),
    availability: index === 3 ? 'SOLD_OUT' : 'AVAILABLE',
  }),
)

const meta = {
  title: 'Ordering/ProductOfferList',
  component: ProductOfferList,
  args: {
    offers,
    caption: 'Festgeld, das Sie anlegen können',
    orderHref: (offerId: string) => `/de-de/products/${offerId}/order`,
  },
} satisfies Meta<typeof ProductOfferList>

export default meta
type Story = StoryObj<typeof meta>

export const ManyOffers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-offer')).toHaveLength(12)
    const first = canvas.getAllByTestId('order-cta')[0]
    await expect(first).toHaveAttribute('href', '/de-de/products/offer-0/order')
    await expect(first).toHaveAccessibleName('Anlegen Nordhafen Bank')
    await expect(canvas.getAllByText('Nicht verfügbar')).toHaveLength(1)
    await expect(canvas.getAllByTestId('order-cta')).toHaveLength(11)
  },
}

export const OneOffer: Story = {
  args: { offers: [makeOffer()] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3,15 %')).toBeVisible()
    await expect(canvas.getByText('12 Monate')).toBeVisible()
    await expect(canvas.getByText('1.000,00 EUR bis 100.000,00 EUR')).toBeVisible()
  },
}

/** A 390 px phone: the table scrolls sideways, the order column stays in view. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: '390 px phone', styles: { width: '390px', height: '780px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    const order = canvas.getAllByTestId('order-cta')[0]
    await expect(order).toBeVisible()
    await expect(order?.getBoundingClientRect().right).toBeLessThanOrEqual(390)
  },
}
