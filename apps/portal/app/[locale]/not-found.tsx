import { getLocale } from 'next-intl/server'
import { NotFoundContent } from '@/components/shell/not-found-content'

export default async function LocaleNotFound() {
  return <NotFoundContent locale={await getLocale()} />
}
