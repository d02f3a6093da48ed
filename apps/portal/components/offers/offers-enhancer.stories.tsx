import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { getRouter } from '@storybook/nextjs-vite/navigation.mock'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { defaultState, makeRows, market, offerTexts, viewOf } from '../../.storybook/fixtures'
import { OfferFiltersForm } from './offer-filters-form'
import { OfferTable } from './offer-table'
import { OffersEnhancer } from './offers-enhancer'
import { OffersPager } from './offers-pager'

const path = '/de-de/deposits/term'

/** The screen fades while a navigation is pending; the checks run on the settled screen. */
async function settled(canvasElement: HTMLElement) {
  const screen = canvasElement.querySelector('[aria-busy]')
  await waitFor(() => expect(screen).toHaveAttribute('aria-busy', 'false'))
  await waitFor(() => expect(screen && getComputedStyle(screen).opacity).toBe('1'))
}

const meta = {
  title: 'Offers/OffersEnhancer',
  component: OffersEnhancer,
  args: {
    formId: 'offers-form',
    onTrack: fn(),
    children: (
      <div className="space-y-6">
        <OfferFiltersForm
          id="offers-form"
          action={path}
          tab="term"
          state={defaultState}
          residence="DE"
        />
        <OffersPager
          t={offerTexts('de-de').t}
          view={viewOf(makeRows(20), { total: 60, pageCount: 3 })}
          state={defaultState}
          path={path}
        />
      </div>
    ),
  },
} satisfies Meta<typeof OffersEnhancer>

export default meta
type Story = StoryObj<typeof meta>

export const FilterChangeNavigates: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Laufzeit' }), '12')
    await waitFor(() =>
      expect(getRouter().push).toHaveBeenCalledWith(
        `${path}?term=12&sort=rate&order=desc&residence=DE`,
        { scroll: false },
      ),
    )
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'filter_change',
      filter: 'term',
      value: '12',
    })
    await settled(canvasElement)
  },
}

export const PageLinkNavigatesInPlace: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Seite 2' }))
    await expect(getRouter().push).toHaveBeenCalledWith(`${path}?page=2`, { scroll: false })
    await expect(args.onTrack).toHaveBeenCalledWith({ type: 'pagination_click', page: 2 })
    await settled(canvasElement)
  },
}

/** A row's tracked toggles and order link name only their event; the ids come from the row. */
export const RowEventsCarryTheirOffer: Story = {
  args: {
    children: (
      <OfferTable
        market={market('de-de')}
        view={viewOf(makeRows(2))}
        state={defaultState}
        path={path}
        basePath="/de-de"
        residence="DE"
        texts={offerTexts('de-de')}
      />
    ),
  },
  play: async ({ args, canvas }) => {
    const [first, second] = canvas.getAllByTestId('offer-row')
    const [, product] = canvas.getAllByTestId('product-details')
    await userEvent.click(within(product as HTMLElement).getByText(/Produktdetails/))
    await waitFor(() =>
      expect(args.onTrack).toHaveBeenCalledWith({
        type: 'product_expand',
        offerId: second?.dataset.offerId,
        open: true,
      }),
    )
    const [bank] = canvas.getAllByTestId('bank-details')
    await userEvent.click(within(bank as HTMLElement).getByText(/Bankdetails/))
    await waitFor(() =>
      expect(args.onTrack).toHaveBeenCalledWith({
        type: 'bank_details_expand',
        offerId: first?.dataset.offerId,
        bankId: first?.dataset.bankId,
        open: true,
      }),
    )
    await userEvent.click(within(first as HTMLElement).getByRole('link', { name: /Jetzt anlegen/ }))
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'order_click',
      offerId: first?.dataset.offerId,
    })
  },
}
