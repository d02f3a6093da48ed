'use client'

import type { LocaleInfo } from '@portal/domain/locales'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import type { ShownOffers } from '@/lib/offers/local-offers'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import type { KnownTexts } from '@/lib/offers/offer-texts-of'
import { offersSearch } from '@/lib/offers/offers-href'
import { useLocalNavigation } from '@/lib/offers/offers-navigation'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
import { pushAddress, useAddressSearch } from '@/lib/offers/use-address'
import { useLocalOffers } from '@/lib/offers/use-offer-set'

/** What the server rendered: its state and the ids of its rows (the rows come rendered). */
export interface ServerShown extends Omit<ShownOffers, 'view'> {
  view: Omit<OffersView<unknown>, 'offers'> & { offers: readonly { id: string }[] }
}

interface OffersResultsProps {
  market: LocaleInfo
  tab: ProductTabId
  /** Path of the screen the links and the form point at. */
  path: string
  /** The page's base path, which the rows' links start with. */
  basePath: string
  /** What the server rendered for the address it was asked. */
  initial: ServerShown
  /**
   * The server's rendering of `initial`: the table (null without offers) and the pager. The
   * browser renders them itself only for addresses it answers from the offer set, with the code
   * that comes with the set, so the rows' code is not part of the page's first load.
   */
  rendered: { table: ReactNode; pager: ReactNode }
  offerSetUrl: string
  /** The filter form, which shows the state the table shows. */
  formId: string
  /** Country names and the rows' rates and terms, so that the browser need not format them. */
  knownTexts: KnownTexts
}

/** The table state without the comparison, which only the server renders. */
const tableKey = (state: OffersTableState) => offersSearch({ ...state, compare: [] })
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/**
 * The offers table, its "no offers" message and its pager. The server renders them for the
 * address it was asked; once the tab's offer set has loaded, filter, sort and page changes are
 * answered here from the address bar without a round trip, and back and forward work as usual.
 */
export function OffersResults(props: OffersResultsProps) {
  const { market, path, basePath, initial, rendered, knownTexts } = props
  const t = useTranslations('Offers')
  const local = useLocalOffers(props.offerSetUrl)
  const search = useAddressSearch()

  // biome-ignore lint/correctness/useExhaustiveDependencies: props change with `initial`
  const fromAddress = useMemo(() => {
    if (search === null || !local) return null
    const params = new URLSearchParams(search)
    // The rows the server sent answer their own address: no need to filter the set for it.
    if (tableKey(local.addressState(params)) === tableKey(initial.state)) return null
    const shown = local.localOffers(local.offerSet, params, props)
    return shown && tableKey(shown.state) !== tableKey(initial.state) ? shown : null
  }, [local, search, initial])
  const { state, view, residence } = fromAddress ?? initial
  // Built once per set of texts: the table below is memoised on them.
  const texts = useMemo(
    () => local?.offerTextsOf(t, market, knownTexts),
    [local, t, market, knownTexts],
  )

  useLocalNavigation((url) => {
    if (url.pathname !== path || initial.view.notes.length > 0) return false
    const next = local?.localOffers(local.offerSet, url.searchParams, props)
    if (!next || !sameIds(next.state.compare, state.compare)) return false
    if (state.compare.length > 0 && next.residence !== residence) return false
    pushAddress(`${url.pathname}${url.search}`)
    return true
  })

  // Not on the first render: the form is the server's then, and may hold what a visitor chose
  // before the page was interactive. The state only moves once the set (and its code) is here.
  const mirrored = useRef<OffersTableState>(state)
  useEffect(() => {
    if (mirrored.current === state || !local) return
    mirrored.current = state
    const form = document.getElementById(props.formId)
    if (form instanceof HTMLFormElement) local.mirrorForm(form, state, residence)
  }, [props.formId, state, residence, local])

  const shownIds = new Set(view.offers.map((offer) => offer.id))
  const ownRendering =
    fromAddress && local && texts ? { ...local, shown: fromAddress, texts } : null
  return (
    // The marker sits outside the memoised table so that the set arriving does not re-render it.
    <div data-offer-set={local?.offerSet.complete === true ? 'loaded' : undefined}>
      {view.offers.length === 0 ? (
        <Alert variant="info" data-testid="no-offers">
          <AlertTitle>{t('empty')}</AlertTitle>
          <AlertDescription>{t('emptyHint')}</AlertDescription>
        </Alert>
      ) : ownRendering ? (
        <ownRendering.OfferTable
          market={market}
          view={ownRendering.shown.view}
          state={state}
          path={path}
          basePath={basePath}
          residence={residence}
          texts={ownRendering.texts}
        />
      ) : (
        rendered.table
      )}
      {state.compare
        .filter((id) => !shownIds.has(id))
        .map((id) => (
          <input key={id} type="hidden" name="compare" value={id} form={props.formId} />
        ))}
      {ownRendering ? (
        <ownRendering.OffersPager t={t} view={ownRendering.shown.view} state={state} path={path} />
      ) : (
        rendered.pager
      )}
    </div>
  )
}
