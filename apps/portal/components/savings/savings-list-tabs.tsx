import { TabLink, TabLinks } from '@portal/ui/tab-links'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import { type SavingsListId, savingsLists } from '@/lib/savings/deposit-lists'

/** The savings lists as tab links: each its own address, works without JavaScript. */
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
        {savingsLists.map((list) => (
          <TabLink key={list.id} href={hrefsFor(basePath)(list.id)} current={list.id === current}>
            {t(list.label)}
          </TabLink>
        ))}
      </TabLinks>
    </nav>
  )
}
