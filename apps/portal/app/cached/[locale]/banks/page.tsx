import { BankListScreen, bankListMetadata } from '@/components/banks/bank-list-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = bankListMetadata

/** The bank list in its default order: what app/[locale] shows for `/<locale>/banks`. */
export default function CachedBankListPage({ params }: { params: LocaleParams }) {
  return <BankListScreen params={params} search={{}} />
}
