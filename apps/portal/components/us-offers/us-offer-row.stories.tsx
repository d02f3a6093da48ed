import { Table, TableBody, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { usOfferTableFrame, usOfferTableLayout } from '@/lib/us-offers/us-offer-table-layout'
import { makeOffer, veryLongBankName } from '../../.storybook/fixtures'
import { UsOfferRow } from './us-offer-row'

const offer = makeOffer({
  id: 'us-cd-12',
  bank: { ...makeOffer().bank, name: 'Tavmark Bank', slug: 'tavmark-bank', countryCode: 'US' },
  country: 'US',
  currency: 'USD',
  effectiveRate: '0.0425',
})

const meta = {
  title: 'US offers/UsOfferRow',
  component: UsOfferRow,
  globals: { locale: 'en-us' },
  args: {
    offer,
    features: ['community_development', 'minority_led'],
    terms: {
      offerId: offer.id,
      apy: '0.0450',
      termsHtml: '<p>Early withdrawal penalty: <strong>90 days</strong> of interest.</p>',
      disclosures: ['APY accurate as of Nov 1, 2026.', 'Minimum opening deposit $500.'],
    },
    amountMinor: 1_000_000n,
    saved: false,
  },
  render: (args) => (
    <Table>
      <TableHeader>
        <TableRow>
          {['Bank', 'Product', 'APY', 'Maturity', 'Annualized earnings', 'Save'].map((name) => (
            <TableHead key={name} scope="col">
              {name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <UsOfferRow {...args} />
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof UsOfferRow>

export default meta
type Story = StoryObj<typeof meta>

export const WithEarnings: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByTestId('us-offer-row')
    // $10,000.00 at 4.50 % APY from the terms (not the catalogue's 4.25 %).
    await expect(within(row).getByTestId('us-earnings')).toHaveTextContent(/USD\s450\.00/)
    await expect(within(row).getByText(/^4\.50?\s?%$/)).toBeVisible()
    // padded to two decimals with a figure space: the APY column lines up on the point
    await expect(within(row).getByTestId('us-apy-rate').textContent).toBe('4.5\u2007%')
    await expect(within(row).getByTestId('us-apy')).toHaveTextContent('Currency: USD')
    await expect(within(row).getByRole('link', { name: 'Tavmark Bank' })).toHaveAttribute(
      'href',
      '/en-us/banks/tavmark-bank',
    )
    await expect(within(row).getByRole('list', { name: 'Institution features' })).toBeVisible()
  },
}

export const WithoutAmount: Story = {
  args: { amountMinor: undefined, saved: true, features: [] },
  play: async ({ canvas }) => {
    const row = await canvas.findByTestId('us-offer-row')
    await expect(within(row).getByTestId('us-earnings')).toHaveTextContent('Enter an amount')
    // the currency is stated before any amount is typed
    await expect(within(row).getByTestId('offer-currency')).toHaveTextContent('Currency: USD')
    await expect(within(row).getByRole('button', { pressed: true })).toBeVisible()
  },
}

export const TermsError: Story = {
  args: { terms: null },
  play: async ({ canvas, userEvent }) => {
    const row = await canvas.findByTestId('us-offer-row')
    // Without terms the catalogue's APY is shown and used.
    await expect(within(row).getByText(/^4\.25\s?%$/)).toBeVisible()
    await userEvent.click(within(row).getByText('Product terms'))
    await expect(within(row).getByTestId('terms-error')).toHaveTextContent(
      'The product terms could not be loaded right now.',
    )
  },
}

export const VeryLongBankName: Story = {
  args: { offer: { ...offer, bank: { ...offer.bank, name: veryLongBankName } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: veryLongBankName })).toBeVisible()
  },
}

/** The table as a page lays it out: a card per offer in a narrow space. */
function inColumn(width: number): Story['render'] {
  return (args) => (
    <div style={{ width }} data-testid="column" className={usOfferTableFrame}>
      <Table className={usOfferTableLayout}>
        <TableHeader>
          <TableRow>
            {['Bank', 'Product', 'APY', 'Maturity', 'Annualized earnings', 'Save'].map((name) => (
              <TableHead key={name} scope="col">
                {name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <UsOfferRow
            {...args}
            labels={{ apy: 'APY', maturity: 'Maturity', earnings: 'Annualized earnings' }}
          />
        </TableBody>
      </Table>
    </div>
  )
}

/**
 * A 390 px phone (358 px beside the page's padding): a card, no sideways scroll, bank, APY,
 * maturity, earnings and the save button shown under their column names.
 */
export const CardOnAPhone: Story = {
  render: inColumn(390 - 32),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const column = canvas.getByTestId('column')
    const row = await canvas.findByTestId('us-offer-row')
    await expect(getComputedStyle(row).display).toBe('grid')
    await expect(column.scrollWidth).toBeLessThanOrEqual(390 - 32)
    for (const id of ['us-bank', 'us-apy', 'us-maturity', 'us-earnings', 'save-offer']) {
      await expect(within(row).getByTestId(id)).toBeVisible()
    }
    await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(260)
    const apy = within(row).getByTestId('us-apy')
    await expect(getComputedStyle(apy, '::before').content).toBe('"APY"')
    // the currency on the APY's line, not a line of its own
    const rate = within(row).getByTestId('us-apy-rate').getBoundingClientRect()
    const currency = within(row).getByTestId('offer-currency').getBoundingClientRect()
    await expect(currency.top).toBeLessThan(rate.bottom)
    await expect(currency.left).toBeGreaterThanOrEqual(rate.right)
  },
}

/** 320 px and the longest bank name: the name wraps inside the card. */
export const LongNameOnAPhone: Story = {
  args: { offer: { ...offer, bank: { ...offer.bank, name: veryLongBankName } } },
  render: inColumn(320 - 32),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column')
    await expect(column.scrollWidth).toBeLessThanOrEqual(320 - 32)
  },
}
