import { TabLink, TabLinks } from '@portal/ui/tab-links'
import { getTranslations } from 'next-intl/server'
import type { BankListOrder } from '@/lib/banks/bank-list-order'
import { pageHrefs } from '@/lib/page/page-links'
import { requestLocale } from '@/lib/page/request-locale'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

const choices: BankListOrder[] = [
  { sort: 'bank_name', order: 'asc' },
  { sort: 'bank_name', order: 'desc' },
  { sort: 'rating', order: 'desc' },
  { sort: 'rating', order: 'asc' },
]

/** Sort choices as links (they work without JavaScript); the current one is marked. */
export async function BankListSort({ current }: { current: BankListOrder }) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'BankList' })
  const href = await pageHrefs()
  return (
    <nav aria-label={t('sortLabel')}>
      <TabLinks variant="pill" {...trackLinkAttribute({ type: 'bank_list_sort' })}>
        {choices.map((choice) => {
          const key = choice.sort === 'bank_name' ? t('sortByName') : t('sortByRating')
          const direction = choice.order === 'asc' ? t('ascending') : t('descending')
          const active = choice.sort === current.sort && choice.order === current.order
          return (
            <TabLink
              key={`${choice.sort}-${choice.order}`}
              href={href('banks', {
                query: { sort: choice.sort, order: choice.order },
              })}
              current={active}
            >
              {t('sortLink', { key, direction })}
            </TabLink>
          )
        })}
      </TabLinks>
    </nav>
  )
}
