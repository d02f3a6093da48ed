import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { getRouter } from '@storybook/nextjs-vite/navigation.mock'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { defaultState, makeRows, offerTexts, viewOf } from '../../.storybook/fixtures'
import { OfferFiltersForm } from './offer-filters-form'
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
          locale="de-de"
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
