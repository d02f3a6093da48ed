import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeOffer, market } from '../../.storybook/fixtures'
import { BankOfferList } from './bank-offer-list'

const offers = [
  makeOffer(),
  makeOffer({ id: 'offer-overnight', productType: 'overnight_deposit', termMonths: null }),
  makeOffer({ id: 'offer-18', termMonths: 18, nominalRate: '0.029', effectiveRate: '0.0293' }),
]

const meta = {
  title: 'Banks/BankOfferList',
  component: BankOfferList,
  args: { offers, market: market('de-de') },
} satisfies Meta<typeof BankOfferList>

export default meta
type Story = StoryObj<typeof meta>

export const OffersOfABank: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link')
    await expect(links).toHaveLength(3)
    await expect(links[0]).toHaveAttribute('href', '/de-de/offers/offer-nordhafen-12')
    await expect(links[2]).toHaveTextContent('18 Monate')
  },
}

export const TopOffers: Story = {
  args: { topOffers: true },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('bank-offer')
    await expect(items[1]).toHaveAttribute('data-track-link')
  },
}

/** A euro bank's CHF deposit, read in Switzerland: a term deposit in the saver's own currency. */
export const HomeCurrencyDepositOfAForeignBank: Story = {
  args: {
    market: market('de-ch'),
    offers: [
      makeOffer({ id: 'offer-chf', productType: 'foreign_currency', currency: 'CHF' }),
      makeOffer({ id: 'offer-usd', productType: 'foreign_currency', currency: 'USD' }),
    ],
  },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link')
    await expect(links[0]).toHaveTextContent(/^Festgeld/)
    await expect(links[1]).toHaveTextContent(/^Fremdwährungsanlage/)
  },
}
