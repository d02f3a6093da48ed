import { TabLink, TabLinks } from '@portal/ui/tab-links'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { routeServes } from '@/lib/routes'
import { hrefsFor } from '@/lib/routing/href'
import { type SavingsListId, savingsLists } from '@/lib/savings/deposit-lists'

/**
 * The savings lists of the market's products as tab links: each its own address, works without
 * JavaScript.
 */
export async function SavingsListTabs({
  current,
  basePath,
}: {
  current: SavingsListId
  basePath: string
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.lists' })
  return (
    <nav aria-label={t('label')}>
      <TabLinks>
        {savingsLists
          .filter((list) => routeServes(list.id, locale))
          .map((list) => (
            <TabLink key={list.id} href={hrefsFor(basePath)(list.id)} current={list.id === current}>
              {t(list.label)}
            </TabLink>
          ))}
      </TabLinks>
    </nav>
  )
}
