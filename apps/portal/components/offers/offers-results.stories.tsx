import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { bankCountries } from '@/lib/offers/filter-options'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { countryNamesOf } from '@/lib/offers/offer-texts-of'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
import { defaultState, makeRows, market, offerTexts, viewOf } from '../../.storybook/fixtures'
import { OfferTable } from './offer-table'
import { OffersPager } from './offers-pager'
import { OffersResults } from './offers-results'

const path = '/de-de/deposits/term'

/** What the offers screen (a server component) hands the results for a view it rendered. */
function serverRendered(view: OffersView<OfferSummary>, state: OffersTableState) {
  const texts = offerTexts('de-de')
  return {
    initial: { state, residence: 'DE' as const, view },
    rendered: {
      table:
        view.offers.length > 0 ? (
          <OfferTable
            market={market('de-de')}
            view={view}
            state={state}
            path={path}
            basePath="/de-de"
            residence="DE"
            texts={texts}
          />
        ) : null,
      pager: <OffersPager t={texts.t} view={view} state={state} path={path} />,
    },
  }
}

const meta = {
  title: 'Offers/OffersResults',
  component: OffersResults,
  args: {
    market: market('de-de'),
    tab: 'term',
    path,
    basePath: '/de-de',
    ...serverRendered(viewOf(makeRows(20)), defaultState),
    // Nothing answers here: the results keep what the server rendered, as before the set loads.
    offerSetUrl: '/storybook/no-offer-set',
    formId: 'offers-form',
    knownTexts: { countries: countryNamesOf('de-DE', bankCountries) },
  },
} satisfies Meta<typeof OffersResults>

export default meta
type Story = StoryObj<typeof meta>

export const TwentyRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('offer-row')).toHaveLength(20)
    await expect(canvas.queryByTestId('no-offers')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const WithPages: Story = {
  args: serverRendered(
    viewOf(makeRows(20), { total: 97, page: 2, lastShownPage: 2, pageCount: 5 }),
    { ...defaultState, page: 2 },
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByTestId('load-more')).toHaveTextContent(
      'Mehr laden (20 von 97 angezeigt)',
    )
  },
}

export const NoOffersFound: Story = {
  args: serverRendered(viewOf([], { total: 0, pageCount: 0 }), {
    ...defaultState,
    term: 120,
    compare: ['offer-elsewhere'],
  }),
  play: async ({ canvas, canvasElement }) => {
    const empty = canvas.getByTestId('no-offers')
    await expect(empty).toHaveTextContent('Keine Angebote gefunden')
    await expect(empty).toHaveTextContent('Versuchen Sie einen anderen Filter')
    await expect(canvas.queryByRole('table')).toBeNull()
    // A compared offer outside the shown rows stays in the form as a hidden field.
    await expect(canvasElement.querySelector('input[type="hidden"][name="compare"]')).toHaveValue(
      'offer-elsewhere',
    )
  },
}
