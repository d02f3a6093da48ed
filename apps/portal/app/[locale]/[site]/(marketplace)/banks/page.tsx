import {
  BankListScreen,
  type BankListSearch,
  bankListMetadata,
} from '@/components/banks/bank-list-screen'
import { pageSite, type SiteParams } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

export const generateMetadata = bankListMetadata

export default async function BankListPage({ params }: { params: SiteParams }) {
  const search: BankListSearch = searchParamsOf(await pageSite(params))
  return <BankListScreen params={params} search={search} />
}
