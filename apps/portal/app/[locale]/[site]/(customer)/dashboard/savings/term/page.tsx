import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/site/page-site'
import { SavingsListPage } from '../savings-list-page'

export default async function SavingsTermPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'savingsTerm')
  if (!page) return null
  const overview = getSavingsOverview(page.session)
  return <SavingsListPage list="savingsTerm" overview={overview} />
}
