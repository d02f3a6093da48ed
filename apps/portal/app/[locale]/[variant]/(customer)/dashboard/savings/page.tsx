import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { SavingsListPage } from './savings-list-page'

export const generateMetadata = pageTitle('Savings.lists.title')

export default async function SavingsPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'savings')
  if (!page) return null
  const overview = getSavingsOverview(page.session)
  return <SavingsListPage list="savings" overview={overview} />
}
