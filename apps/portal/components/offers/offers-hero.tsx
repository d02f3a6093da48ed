import { formatPercent } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import type { HeroFacts } from '@/lib/offers/hero-facts'
import { termLabel } from '@/lib/offers/term-label'
import { pageHrefs } from '@/lib/page/page-links'
import { trackLinkAttribute } from '@/lib/tracking/track-link'
import { GuaranteeStatement } from './guarantee-statement'
import { OfferCurrency } from './offer-currency'

interface OffersHeroProps {
  market: LocaleInfo
  facts: HeroFacts | null
  /** The offers heading's id: the hero opens the page with its h1. */
  headingId: string
}

/**
 * The opening band of the offers page: the heading, the best rate per common term (each a link
 * to that term's offers) and why a saver can trust the portal. Server-rendered text on a solid
 * colour with the system font: it paints with the HTML and needs no JavaScript. On a phone only
 * the heading, so that the filters and the first offer share the first screen; the best rates
 * are the table's first rows there, and the guarantee statement follows the offers.
 */
export async function OffersHero({ market, facts, headingId }: OffersHeroProps) {
  const { locale } = market
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const href = await pageHrefs()
  const term = (months: number) => {
    const label = termLabel(months)
    if (label.kind === 'years') return t('termYears', { count: label.count })
    return t('termMonths', { count: label.kind === 'months' ? label.count : months })
  }
  const rateKind = facts ? t(`hero.rateKind.${facts.rateKind}`) : ''
  return (
    <header
      className="space-y-5 rounded-card bg-hero px-4 py-3 text-hero-foreground max-md:space-y-0 sm:px-8 sm:py-8"
      data-testid="offers-hero"
    >
      <div className="space-y-2 max-md:space-y-0">
        <h1 id={headingId} className="text-xl font-semibold tracking-tight md:text-4xl">
          {t('heading')}
        </h1>
        <p className="max-w-3xl text-hero-muted max-md:hidden">{t('intro')}</p>
      </div>
      {facts && facts.bestRates.length > 0 ? (
        <section aria-labelledby="best-rates-title" className="space-y-2 max-md:hidden">
          <h2 id="best-rates-title" className="text-sm font-medium text-hero-muted">
            {t('hero.bestRates', { kind: rateKind })}
          </h2>
          <ul
            className="grid grid-cols-3 gap-2 sm:max-w-xl sm:gap-3"
            {...trackLinkAttribute({ type: 'hero_cta_click' })}
          >
            {facts.bestRates.map((best) => (
              <li key={best.termMonths}>
                <a
                  href={href('depositsTab', {
                    tab: 'term',
                    query: { term: best.termMonths },
                  })}
                  className="focus-visible:focus-ring-inverse block h-full rounded-lg bg-white/10 p-2 text-hero-foreground hover:bg-white/15 sm:p-3"
                  data-testid="hero-best-rate"
                >
                  <span className="block text-xs text-hero-muted sm:text-sm">
                    {term(best.termMonths)}
                  </span>
                  <span className="block text-xl font-semibold tabular-nums sm:text-3xl">
                    {formatPercent(best.rate, market.tag)}
                  </span>
                  <OfferCurrency
                    t={t}
                    currency={best.currency}
                    className="text-xs text-hero-muted"
                    testId="best-rate-currency"
                  />
                  <span className="block truncate text-xs text-hero-muted">{best.bankName}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul
        className="flex flex-wrap gap-x-6 gap-y-1 text-sm max-md:hidden"
        aria-label={t('hero.trustLabel')}
      >
        <GuaranteeStatement locale={locale} />
        {facts ? (
          <li data-testid="hero-partner-banks">
            {t('hero.partnerBanks', {
              banks: facts.partnerBanks,
              countries: facts.bankCountries,
            })}
          </li>
        ) : null}
      </ul>
    </header>
  )
}
