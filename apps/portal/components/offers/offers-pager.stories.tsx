import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { defaultState, makeRows, offerTexts, viewOf } from '../../.storybook/fixtures'
import { OffersPager } from './offers-pager'

const meta = {
  title: 'Offers/OffersPager',
  component: OffersPager,
  args: {
    t: offerTexts('de-de').t,
    view: viewOf(makeRows(20), { total: 200, page: 5, lastShownPage: 5, pageCount: 10 }),
    state: { ...defaultState, page: 5 },
    path: '/de-de/deposits/term',
  },
} satisfies Meta<typeof OffersPager>

export default meta
type Story = StoryObj<typeof meta>

export const MiddlePage: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^Seite/ })
    await expect(links.map((link) => link.textContent)).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
      '7',
      '10',
    ])
    await expect(canvas.getByRole('link', { name: 'Seite 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByTestId('load-more')).toHaveAttribute(
      'href',
      '/de-de/deposits/term?page=5&more=1',
    )
  },
}

export const AfterLoadMore: Story = {
  args: {
    view: viewOf(makeRows(20), { total: 45, page: 1, lastShownPage: 3, pageCount: 3 }),
    state: { ...defaultState, more: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('load-more')).toBeNull()
    for (const page of ['Seite 1', 'Seite 2', 'Seite 3']) {
      await expect(canvas.getByRole('link', { name: page })).toHaveAttribute('aria-current', 'page')
    }
  },
}

export const SinglePage: Story = {
  args: { view: viewOf(makeRows(3)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull()
  },
}

/** The customer's products page: every page link keeps the product type it lists. */
export const KeepsProductType: Story = {
  args: {
    view: viewOf(makeRows(20), { total: 45, page: 1, lastShownPage: 1, pageCount: 3 }),
    state: defaultState,
    path: '/de-de/products',
    keep: { type: 'notice_account' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('load-more')).toHaveAttribute(
      'href',
      '/de-de/products?type=notice_account&more=1',
    )
    await expect(canvas.getByRole('link', { name: 'Seite 3' })).toHaveAttribute(
      'href',
      '/de-de/products?type=notice_account&page=3',
    )
  },
}
