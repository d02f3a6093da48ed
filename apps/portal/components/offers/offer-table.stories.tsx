import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import {
  defaultState,
  makeRow,
  makeRows,
  market,
  offerTexts,
  veryLongBankName,
  viewOf,
} from '../../.storybook/fixtures'
import { OfferTable } from './offer-table'

const meta = {
  title: 'Offers/OfferTable',
  component: OfferTable,
  args: {
    market: market('de-de'),
    view: viewOf(makeRows(20), { total: 57, pageCount: 3 }),
    state: defaultState,
    path: '/de-de/deposits/term',
    basePath: '/de-de',
    residence: 'DE',
    texts: offerTexts('de-de'),
  },
} satisfies Meta<typeof OfferTable>

export default meta
type Story = StoryObj<typeof meta>

export const TwentyRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('offer-row')).toHaveLength(20)
    await expect(canvas.getByText('Einlagenangebote, insgesamt 57 Angebote')).toBeVisible()
    await expect(canvas.getByTestId('sort-rate')).toHaveAttribute(
      'href',
      '/de-de/deposits/term?sort=rate&order=asc',
    )
    await expect(canvas.getByTestId('sort-term')).toHaveTextContent('↕')
  },
}

export const SortedByTermAscending: Story = {
  args: { state: { ...defaultState, sort: 'term', order: 'asc' } },
  play: async ({ canvas }) => {
    const term = canvas.getByRole('columnheader', { name: /Laufzeit/ })
    await expect(term).toHaveAttribute('aria-sort', 'ascending')
    await expect(within(term).getByRole('link')).toHaveTextContent('▲')
  },
}

export const ComparedAndLongNames: Story = {
  args: {
    view: viewOf([
      makeRow({ id: 'long', bank: { ...makeRow().bank, name: veryLongBankName } }),
      ...makeRows(2),
    ]),
    state: { ...defaultState, compare: ['long'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('bank-name')[0]).toHaveTextContent(veryLongBankName)
    const boxes = canvas.getAllByRole('checkbox')
    await expect(boxes[0]).toBeChecked()
    await expect(boxes[1]).not.toBeChecked()
  },
}

/**
 * A card per offer in a 320 px column, the sort links in a row above them (on a phone's screen
 * the sort order is in the filters instead), nothing scrolls sideways.
 */
export const OnAPhone: Story = {
  render: (args) => (
    <div style={{ width: 320 - 32 }} data-testid="column">
      <OfferTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column')
    await expect(column.scrollWidth).toBeLessThanOrEqual(320 - 32)
    const [first] = canvas.getAllByTestId('offer-row')
    await expect(first && getComputedStyle(first).display).toBe('flex')
    await expect(canvas.getByTestId('sort-rate')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /Jetzt anlegen/ })[0]).toBeVisible()
  },
}
