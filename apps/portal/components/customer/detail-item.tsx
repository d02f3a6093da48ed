import { DescriptionItem } from '@portal/ui/description-list'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

/** One labelled value of the customer's data; "not given" when the bank has none. */
export function DetailItem({ term, value }: { term: string; value: ReactNode }) {
  const t = useTranslations('CustomerData.details')
  const empty = value === null || value === undefined || value === ''
  return (
    <DescriptionItem term={term}>
      {empty ? <span className="text-muted-foreground">{t('notGiven')}</span> : value}
    </DescriptionItem>
  )
}
