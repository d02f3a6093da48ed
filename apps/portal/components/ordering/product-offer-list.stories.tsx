import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { makeOffer, market } from '../../.storybook/fixtures'
import { messagesOf } from '../../.storybook/messages'
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
    market: market('de-de'),
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
    await expect(
      canvas.getByRole('columnheader', { name: 'Zinssatz p. a. (nominal)' }),
    ).toBeVisible()
    await expect(canvas.getAllByTestId('offer-currency')).toHaveLength(12)
    await expect(canvas.queryByTestId('currency-risk')).toBeNull()
  },
}

export const OneOffer: Story = {
  args: { offers: [makeOffer()] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-rate')).toHaveTextContent('3,15 %')
    // the bank's country by its name in the page's language, never its code
    await expect(canvas.getByTestId('product-bank-country')).toHaveTextContent(/^Schweden$/)
    await expect(canvas.getByTestId('offer-currency')).toHaveTextContent('Währung: EUR')
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

/** Where the separator sits, counted from the end: the same for every row when they line up. */
const separatorFromEnd = (text: string | null, separator: string) =>
  (text ?? '').length - (text ?? '').lastIndexOf(separator)

/** France shows (and sorts by) the effective rate; one- and two-digit fractions line up. */
export const EffectiveRateMarket: Story = {
  globals: { locale: 'fr-fr' },
  args: {
    market: market('fr-fr'),
    caption: 'Dépôts à terme que vous pouvez souscrire',
    offers: [
      makeOffer({ id: 'a', nominalRate: '0.0315', effectiveRate: '0.032' }),
      makeOffer({ id: 'b', nominalRate: '0.03', effectiveRate: '0.0304' }),
    ],
  },
  play: async ({ canvas }) => {
    const rates = canvas.getAllByTestId('product-rate')
    // textContent as written: toHaveTextContent would fold the figure space into a space
    await expect(rates[0]?.textContent).toMatch(/^3,2\u2007\s?%$/)
    await expect(rates[1]?.textContent).toMatch(/^3,04\s?%$/)
    await expect(new Set(rates.map((rate) => separatorFromEnd(rate.textContent, ','))).size).toBe(1)
    await expect(canvas.getByRole('columnheader', { name: /\(effectif\)$/ })).toBeVisible()
  },
}

/** A NOK notice account for a German customer: its currency, the exchange step and the risk. */
export const ForeignCurrency: Story = {
  args: {
    offers: [
      makeOffer({
        id: 'nok',
        productType: 'notice_account',
        termMonths: null,
        currency: 'NOK',
        minAmount: 1_000_000,
        maxAmount: 100_000_000,
      }),
      makeOffer({ id: 'eur' }),
    ],
  },
  play: async ({ canvas }) => {
    const [nok, eur] = canvas.getAllByTestId('product-offer')
    await expect(nok).toHaveAttribute('data-currency', 'NOK')
    await expect(within(nok as HTMLElement).getByTestId('offer-currency')).toHaveTextContent(
      'Währung: NOK',
    )
    await expect(within(eur as HTMLElement).getByTestId('offer-currency')).toHaveTextContent(
      'Währung: EUR',
    )
    const risks = canvas.getAllByTestId('currency-risk')
    await expect(risks).toHaveLength(1)
    await expect(risks[0]).toHaveTextContent('Fremdwährung NOK')
    await expect(risks[0]).toHaveTextContent('Ihr EUR wird dafür zum Tageskurs getauscht')
  },
}

/** The US customer's list names its rate APY, as the public US table does. */
export const UnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: {
    offers: [makeOffer({ currency: 'USD', country: 'US' })],
    market: market('en-us'),
    caption: 'Term deposits you can open',
    orderHref: (offerId: string) => `/en-us/products/${offerId}/order`,
  },
  play: async ({ canvas }) => {
    const publicHeading = String(messagesOf('en-us').UsOffers?.columnApy)
    await expect(publicHeading).toBe('APY')
    await expect(canvas.getByRole('columnheader', { name: publicHeading })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: /effective/ })).toBeNull()
  },
}
