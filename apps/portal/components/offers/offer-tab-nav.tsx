import { TabLink, TabLinks } from '@portal/ui/tab-links'
import { getTranslations } from 'next-intl/server'
import type { OfferTab, ProductTabId } from '@/lib/offers/offer-tabs'
import { trackAttribute } from '@/lib/offers/offers-event'
import { promotionHref } from '@/lib/offers/promotion-links'
import { pageLinkBase } from '@/lib/page/page-links'
import { hrefsFor } from '@/lib/routing/href'
import { basePathOf } from '@/lib/routing/link-base'

interface OfferTabNavProps {
  tabs: readonly OfferTab[]
  current?: ProductTabId
}

/** Tabs as links: product tabs to their route, promotion tabs to the CMS pages. */
export async function OfferTabNav({ tabs, current }: OfferTabNavProps) {
  const links = await pageLinkBase()
  const href = hrefsFor(basePathOf(links.locale, links.countryHost))
  const t = await getTranslations({ locale: links.locale, namespace: 'Offers.tabs' })
  return (
    <nav aria-label={t('label')}>
      <TabLinks>
        {tabs.map((tab) => (
          <TabLink
            key={tab.id}
            href={
              tab.kind === 'product'
                ? href('depositsTab', { tab: tab.id })
                : promotionHref(tab.id, links)
            }
            current={tab.id === current}
            data-testid={`offer-tab-${tab.id}`}
            // a long German tab name breaks rather than push a 200 %-zoomed phone sideways
            // and on a phone the tabs take two short lines above the filters
            className="[overflow-wrap:anywhere] max-md:px-2 max-md:py-1.5"
            {...trackAttribute({ type: 'tab_click', tab: tab.id })}
          >
            {t(tab.label)}
          </TabLink>
        ))}
      </TabLinks>
    </nav>
  )
}
