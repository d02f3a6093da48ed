import {
  BankListScreen,
  type BankListSearch,
  bankListMetadata,
} from '@/components/banks/bank-list-screen'
import { type LocaleParams, pageSite } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

export const generateMetadata = bankListMetadata

export default async function BankListPage({ params }: { params: LocaleParams }) {
  const search: BankListSearch = searchParamsOf(await pageSite(params))
  return <BankListScreen params={params} search={search} />
}
