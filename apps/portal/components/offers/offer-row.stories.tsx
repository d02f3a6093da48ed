import { productLabels } from '@portal/domain/enumeration-values'
import { Table, TableBody } from '@portal/ui/table'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { offerTableFrame, offerTableLayout } from '@/lib/offers/offer-table-layout'
import { makeRow, market, offerTexts, veryLongBankName } from '../../.storybook/fixtures'
import { OfferRow } from './offer-row'

const meta = {
  title: 'Offers/OfferRow',
  component: OfferRow,
  args: {
    offer: makeRow(),
    texts: offerTexts('de-de'),
    compared: false,
    market: market('de-de'),
    residence: 'DE',
    basePath: '/de-de',
  },
  // The table styles its rows (a table, or a card per offer in a narrow space).
  render: (args) => (
    <div className={offerTableFrame}>
      <Table className={offerTableLayout}>
        <TableBody>
          <OfferRow {...args} />
        </TableBody>
      </Table>
    </div>
  ),
} satisfies Meta<typeof OfferRow>

/** The card of one offer in a column `width` px wide (a phone, or 200 % zoom of one). */
function inColumn(width: number): Story['render'] {
  return (args) => (
    <div style={{ width }} data-testid="column">
      {meta.render(args)}
    </div>
  )
}

/** How many lines an element's text runs over. */
function linesOf(element: HTMLElement) {
  const range = document.createRange()
  range.selectNodeContents(element)
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size
}

/**
 * A card at `width` px: no sideways scroll, and bank, guarantee country, rate, term and the
 * order button shown without opening anything.
 */
async function cardFits(canvasElement: HTMLElement, width: number) {
  const canvas = within(canvasElement)
  const column = canvas.getByTestId('column')
  await expect(column.scrollWidth).toBeLessThanOrEqual(width)
  for (const id of ['bank-name', 'guarantee-country', 'shown-rate', 'term']) {
    await expect(canvas.getByTestId(id)).toBeVisible()
  }
  const order = canvas.getByRole('link', { name: /Jetzt anlegen/ })
  await expect(order).toBeVisible()
  const box = order.getBoundingClientRect()
  await expect(box.right).toBeLessThanOrEqual(column.getBoundingClientRect().right)
  return order
}

export default meta
type Story = StoryObj<typeof meta>

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bank-name')).toHaveTextContent('Nordhafen Bank')
    await expect(canvas.getByTestId('shown-rate')).toHaveTextContent('3,15 %')
    await expect(canvas.getByTestId('term')).toHaveTextContent('1 Jahr')
    await expect(canvas.getByRole('link', { name: /Nordhafen Bank/ })).toHaveAttribute(
      'href',
      '/de-de/register?offer=offer-nordhafen-12',
    )
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
  },
}

/** The row states its currency and the bank country's guarantee limit. */
export const CurrencyAndGuarantee: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offer-currency')).toHaveTextContent('Währung: EUR')
    await expect(canvas.getByTestId('guarantee-country')).toHaveTextContent(/bis 100\.000,00\sEUR/)
    await expect(canvas.queryByTestId('currency-risk')).toBeNull()
  },
}

/** A NOK deposit in the German market: its currency, the exchange and the currency risk. */
export const ForeignCurrency: Story = {
  args: { offer: makeRow({ currency: 'NOK' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offer-currency')).toHaveTextContent('Währung: NOK')
    await expect(canvas.getByTestId('currency-risk')).toHaveTextContent(
      /Sie zahlen NOK ein .* gegenüber EUR/,
    )
  },
}

export const Compared: Story = {
  args: { compared: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const ManyLabels: Story = {
  args: { offer: makeRow({ labels: [...productLabels] }) },
  play: async ({ canvas }) => {
    const labels = canvas.getByRole('list', { name: /Nordhafen Bank/ })
    await expect(within(labels).getAllByRole('listitem')).toHaveLength(productLabels.length)
  },
}

export const VeryLongBankName: Story = {
  args: {
    offer: makeRow({
      bank: { ...makeRow().bank, name: veryLongBankName },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bank-name')).toHaveTextContent(veryLongBankName)
  },
}

export const MissingLogo: Story = {
  args: { offer: makeRow({ bank: { ...makeRow().bank, logoUrl: '' } }) },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-slot="logo"]')
    await expect(logo).toHaveTextContent('NB')
    await expect(logo?.querySelector('img')).toBeNull()
  },
}

/** A 320 px phone: the order button runs across the card's foot on one line. */
export const CardOnAPhone: Story = {
  render: inColumn(320 - 32),
  play: async ({ canvasElement }) => {
    const order = await cardFits(canvasElement, 320 - 32)
    await expect(linesOf(order)).toBe(1)
    await expect(getComputedStyle(canvasElement.querySelector('tr') as Element).display).toBe(
      'flex',
    )
  },
}

/**
 * A 390 px phone, as comparison sites show an offer: about half the card it was (470 to 560 px),
 * bank and guarantee country on the first line, rate, term and the order button on the second; the net rate,
 * availability and payout once the card's details are open.
 */
export const CompactCardOnAPhone: Story = {
  args: { offer: makeRow({ labels: ['top_offer'] }) },
  render: inColumn(390 - 32),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const order = await cardFits(canvasElement, 390 - 32)
    const [row, foot] = canvasElement.querySelectorAll('tr')
    if (!row || !foot) throw new Error('the card has two rows')
    const height = foot.getBoundingClientRect().bottom - row.getBoundingClientRect().top
    await expect(height).toBeLessThanOrEqual(260)
    // rate, term and the order button on one line under the bank
    const bank = canvas.getByTestId('bank-name').getBoundingClientRect()
    const rate = canvas.getByTestId('shown-rate').getBoundingClientRect()
    const term = canvas.getByTestId('term').getBoundingClientRect()
    const button = order.getBoundingClientRect()
    await expect(rate.top).toBeGreaterThan(bank.bottom)
    for (const part of [term, button]) {
      await expect(part.top).toBeLessThan(rate.bottom)
      await expect(part.bottom).toBeGreaterThan(rate.top)
    }
    await expect(canvas.getByTestId('offer-currency')).toBeVisible()
    await expect(canvas.getByTestId('net-rate')).not.toBeVisible()
    canvas.getByTestId('bank-details').setAttribute('open', '')
    await expect(canvas.getByTestId('net-rate')).toBeVisible()
  },
}

/** 280 px and the longest bank name: the name wraps inside the card, the button stays whole. */
export const LongNameAt280: Story = {
  args: { offer: makeRow({ bank: { ...makeRow().bank, name: veryLongBankName } }) },
  render: inColumn(280 - 32),
  play: async ({ canvasElement }) => {
    const order = await cardFits(canvasElement, 280 - 32)
    await expect(linesOf(order)).toBe(1)
  },
}

/** A 390 px phone at 200 % zoom (195 px) with the longest name: still no sideways scroll. */
export const LongNameAtDoubleZoom: Story = {
  args: {
    offer: makeRow({
      bank: { ...makeRow().bank, name: veryLongBankName },
      labels: [...productLabels],
    }),
  },
  render: inColumn(195 - 32),
  play: async ({ canvasElement }) => {
    await cardFits(canvasElement, 195 - 32)
  },
}

export const OpenEndedEnglish: Story = {
  globals: { locale: 'en-gb' },
  args: {
    offer: makeRow({ termMonths: null, offerProductType: 'OVERNIGHT', labels: [] }),
    texts: offerTexts('en-gb'),
    market: market('en-gb'),
    residence: 'GB',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('term')).not.toBeEmptyDOMElement()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
