import { localeInfos } from '@portal/domain/locales'
import { taxResidences } from '@portal/domain/money/tax-residence'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { bankCountries } from '@/lib/offers/filter-options'
import { toOfferSummary } from '@/lib/offers/offer-summary'
import { countryNamesOf, knownTextsOf, offerTextsOf } from '@/lib/offers/offer-texts-of'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersScreenData } from '@/lib/offers/offers-screen-data'
import { pageBasePath } from '@/lib/page/page-links'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import { offersTableMessages } from '@/messages/client-messages'
import { GuaranteeStatement } from './guarantee-statement'
import { InputNotes } from './input-notes'
import { OfferComparison } from './offer-comparison'
import { OfferFiltersForm } from './offer-filters-form'
import { OfferTabNav } from './offer-tab-nav'
import { OfferTable } from './offer-table'
import { OffersEnhancer } from './offers-enhancer'
import { OffersHero } from './offers-hero'
import { OffersPager } from './offers-pager'
import { OffersResults } from './offers-results'

interface OffersScreenProps {
  /** The tab from the URL; undefined on `/<locale>`, which shows the market's first tab. */
  requestedTab?: string
  data: OffersScreenData
}

/** The offers table screen of spec section 2: tabs, filters, table, pages and comparison. */
export async function OffersScreen({ requestedTab, data }: OffersScreenProps) {
  const locale = await requestLocale()
  const market = localeInfos[locale]
  const { tabs, facts, listing } = data
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const heading = <OffersHero market={market} facts={facts} headingId="offers-title" />
  if (!listing) {
    return (
      <section aria-labelledby="offers-title" className="space-y-3 md:space-y-6">
        {heading}
        <OfferTabNav tabs={tabs} />
      </section>
    )
  }

  const { tab, state, notes, residence, table, compared } = listing
  const basePath = await pageBasePath()
  const href = hrefsFor(basePath)
  const path = requestedTab ? href('depositsTab', { tab }) : href('offers')
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
          market={market}
          view={view}
          state={shownState}
          path={path}
          basePath={basePath}
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
    <section aria-labelledby="offers-title" className="space-y-3 md:space-y-6">
      {heading}
      <OffersEnhancer formId="offers-form">
        <div className="space-y-3 md:space-y-6">
          <OfferTabNav tabs={tabs} current={tab} />
          <OfferFiltersForm
            key={`${tab}${offersSearch(state)}`}
            id="offers-form"
            action={path}
            tab={tab}
            state={state}
            residence={residence}
          />
          <InputNotes notes={[...notes, ...table.notes]} />
          {compared.length > 0 ? <OfferComparison market={market} offers={compared} /> : null}
          <NextIntlClientProvider messages={offersTableMessages(await getMessages({ locale }))}>
            <OffersResults
              market={market}
              tab={tab}
              path={path}
              basePath={basePath}
              initial={initial}
              rendered={rendered}
              offerSetUrl={href('offerSet', { tab })}
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
      {/* On a phone the hero keeps only its heading: the guarantee follows the offers there. */}
      <ul className="text-sm text-neutral-700 md:hidden">
        <GuaranteeStatement locale={locale} />
      </ul>
    </section>
  )
}
