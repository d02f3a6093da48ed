import { type LocaleInfo, localeInfos, type PortalLocale } from '@portal/domain/locales'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getComparedOffers } from '@/lib/deposits/get-compared-offers'
import { getOfferTable } from '@/lib/deposits/offer-table'
import { getEdgeConfig } from '@/lib/edge-config'
import { activatedTabsOf, selectedTab, visibleTabs } from '@/lib/offers/offer-tabs'
import { offersSearch, offerTabPath } from '@/lib/offers/offers-href'
import { parseOffersSearchParams, type SearchParams } from '@/lib/offers/search-params'
import { type TaxResidence, taxResidences } from '@/lib/offers/withholding-tax'
import { InputNotes } from './input-notes'
import { OfferComparison } from './offer-comparison'
import { OfferFiltersForm } from './offer-filters-form'
import { OfferTabNav } from './offer-tab-nav'
import { OfferTable } from './offer-table'
import { OffersEnhancer } from './offers-enhancer'
import { OffersPager } from './offers-pager'

interface OffersScreenProps {
  locale: PortalLocale
  /** The tab from the URL; undefined on `/<locale>`, which shows the market's first tab. */
  requestedTab?: string
  searchParams: SearchParams
}

function residenceOf(market: LocaleInfo, chosen: string | undefined): TaxResidence {
  const residences: readonly string[] = taxResidences
  const candidate = chosen ?? market.country
  return residences.includes(candidate) ? (candidate as TaxResidence) : 'DE'
}

/** The offers table screen of spec section 2: tabs, filters, table, pages and comparison. */
export async function OffersScreen({ locale, requestedTab, searchParams }: OffersScreenProps) {
  const market = localeInfos[locale]
  const tabs = visibleTabs(activatedTabsOf(await getEdgeConfig('activatedTabs'), locale))
  const tab = selectedTab(tabs, requestedTab)
  if (requestedTab !== undefined && tab !== requestedTab) notFound()
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const heading = (
    <header className="space-y-2">
      <h1 id="offers-title" className="text-3xl font-semibold">
        {t('heading')}
      </h1>
      <p className="max-w-3xl text-neutral-700">{t('intro')}</p>
    </header>
  )
  if (!tab) {
    return (
      <section aria-labelledby="offers-title" className="space-y-6">
        {heading}
        <OfferTabNav locale={locale} tabs={tabs} />
      </section>
    )
  }

  const { state, notes } = parseOffersSearchParams(searchParams)
  const residence = residenceOf(market, state.residence)
  const [table, compared] = await Promise.all([
    getOfferTable(market, tab, state, residence),
    getComparedOffers(market.region, state.compare, residence),
  ])
  const path = requestedTab ? offerTabPath(locale, tab) : `/${locale}`
  const shownState = { ...state, page: table.page, compare: compared.map((offer) => offer.id) }

  return (
    <section aria-labelledby="offers-title" className="space-y-6">
      {heading}
      <OffersEnhancer formId="offers-form">
        <div className="space-y-6">
          <OfferTabNav locale={locale} tabs={tabs} current={tab} />
          <OfferFiltersForm
            key={`${tab}${offersSearch(state)}`}
            id="offers-form"
            action={path}
            locale={locale}
            tab={tab}
            state={state}
            residence={residence}
            carriedCompare={shownState.compare.filter(
              (id) => !table.offers.some((offer) => offer.id === id),
            )}
          />
          <InputNotes locale={locale} notes={[...notes, ...table.notes]} />
          {compared.length > 0 ? (
            <OfferComparison locale={locale} market={market} offers={compared} />
          ) : null}
          {table.offers.length === 0 ? (
            <Alert variant="info" data-testid="no-offers">
              <AlertTitle>{t('empty')}</AlertTitle>
              <AlertDescription>{t('emptyHint')}</AlertDescription>
            </Alert>
          ) : (
            <OfferTable
              locale={locale}
              market={market}
              table={table}
              state={shownState}
              path={path}
              residence={residence}
            />
          )}
          <OffersPager locale={locale} table={table} state={shownState} path={path} />
        </div>
      </OffersEnhancer>
    </section>
  )
}
