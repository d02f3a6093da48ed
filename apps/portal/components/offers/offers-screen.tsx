import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import { taxResidences } from '@portal/domain/money/tax-residence'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { getComparedOffers } from '@/lib/backend/deposits'
import { getHeroFacts } from '@/lib/deposits/hero-facts'
import { getOfferTable } from '@/lib/deposits/offer-table'
import { getEdgeConfig } from '@/lib/edge-config'
import { bankCountries } from '@/lib/offers/filter-options'
import { toOfferSummary } from '@/lib/offers/offer-summary'
import { activatedTabsOf, selectedTab, visibleTabs } from '@/lib/offers/offer-tabs'
import { offersSearch, offerTabPath } from '@/lib/offers/offers-href'
import { residenceOf } from '@/lib/offers/residence'
import { parseOffersSearchParams, type SearchParams } from '@/lib/offers/search-params'
import { pageData } from '@/lib/site/page-data'
import { offersTableMessages } from '@/messages/client-messages'
import { InputNotes } from './input-notes'
import { OfferComparison } from './offer-comparison'
import { OfferFiltersForm } from './offer-filters-form'
import { OfferTabNav } from './offer-tab-nav'
import { OfferTable } from './offer-table'
import { countryNamesOf, knownTextsOf, offerTextsOf } from './offer-texts-of'
import { OffersEnhancer } from './offers-enhancer'
import { OffersHero } from './offers-hero'
import { OffersPager } from './offers-pager'
import { OffersResults } from './offers-results'

interface OffersScreenProps {
  locale: PortalLocale
  /** The tab from the URL; undefined on `/<locale>`, which shows the market's first tab. */
  requestedTab?: string
  searchParams: SearchParams
}

/** The offers table screen of spec section 2: tabs, filters, table, pages and comparison. */
export async function OffersScreen({ locale, requestedTab, searchParams }: OffersScreenProps) {
  const market = localeInfos[locale]
  const tabs = visibleTabs(activatedTabsOf(await getEdgeConfig('activatedTabs'), locale))
  const tab = selectedTab(tabs, requestedTab)
  if (requestedTab !== undefined && tab !== requestedTab) notFound()
  const [t, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'Offers' }),
    getHeroFacts(market),
  ])
  const heading = <OffersHero market={market} facts={facts} headingId="offers-title" />
  if (!tab) {
    return (
      <section aria-labelledby="offers-title" className="space-y-6">
        {heading}
        <OfferTabNav locale={locale} tabs={tabs} />
      </section>
    )
  }

  const { state, notes } = parseOffersSearchParams(searchParams)
  const residence = residenceOf(market.country, state.residence)
  const [table, compared] = await Promise.all([
    getOfferTable(market, tab, state, residence).then(pageData),
    getComparedOffers(market.region, state.compare, residence).then(pageData),
  ])
  const path = requestedTab ? offerTabPath(locale, tab) : `/${locale}`
  const shownState = { ...state, page: table.page, compare: compared.map((offer) => offer.id) }
  const view = {
    ...table,
    offers: table.offers.map((offer) => ({
      ...toOfferSummary(offer),
      withheldRate: offer.withheldRate,
      netRate: offer.netRate,
    })),
  }
  const texts = offerTextsOf(t, market)
  // The rows and the pager are server components here; the browser gets their code only with
  // the offer set, for the addresses it answers itself.
  const rendered = {
    table:
      view.offers.length > 0 ? (
        <OfferTable
          locale={locale}
          market={market}
          view={view}
          state={shownState}
          path={path}
          residence={residence}
          texts={texts}
        />
      ) : null,
    pager: <OffersPager t={t} view={view} state={shownState} path={path} />,
  }
  const initial = {
    state: shownState,
    residence,
    view: { ...view, offers: view.offers.map(({ id }) => ({ id })) },
  }

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
          />
          <InputNotes locale={locale} notes={[...notes, ...table.notes]} />
          {compared.length > 0 ? (
            <OfferComparison locale={locale} market={market} offers={compared} />
          ) : null}
          <NextIntlClientProvider messages={offersTableMessages(await getMessages({ locale }))}>
            <OffersResults
              locale={locale}
              market={market}
              tab={tab}
              path={path}
              initial={initial}
              rendered={rendered}
              offerSetUrl={`${offerTabPath(locale, tab)}/offer-set`}
              knownTexts={knownTextsOf(
                texts,
                view,
                countryNamesOf(market.tag, [
                  ...bankCountries,
                  ...taxResidences,
                  ...view.offers.map((offer) => offer.country),
                ]),
              )}
              formId="offers-form"
            />
          </NextIntlClientProvider>
        </div>
      </OffersEnhancer>
    </section>
  )
}
