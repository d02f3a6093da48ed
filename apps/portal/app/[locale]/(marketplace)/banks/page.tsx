import {
  BankListScreen,
  type BankListSearch,
  bankListMetadata,
} from '@/components/banks/bank-list-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

type BankListPageProps = { params: LocaleParams; searchParams: Promise<BankListSearch> }

export const generateMetadata = bankListMetadata

export default async function BankListPage({ params, searchParams }: BankListPageProps) {
  return <BankListScreen params={params} search={await searchParams} />
}
