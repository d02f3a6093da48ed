import { TabLink, TabLinks } from '@portal/ui/tab-links'
import { getTranslations } from 'next-intl/server'
import { routes } from '@/lib/routes'
import { type SavingsListId, savingsLists } from '@/lib/savings/deposit-lists'

/** The savings lists as tab links: each its own address, works without JavaScript. */
export async function SavingsListTabs({
  current,
  basePath,
  locale,
}: {
  current: SavingsListId
  basePath: string
  locale: string
}) {
  const t = await getTranslations({ locale, namespace: 'Savings.lists' })
  return (
    <nav aria-label={t('label')}>
      <TabLinks>
        {savingsLists.map((list) => (
          <TabLink
            key={list.id}
            href={`${basePath}${routes[list.id].path}`}
            current={list.id === current}
          >
            {t(list.label)}
          </TabLink>
        ))}
      </TabLinks>
    </nav>
  )
}
