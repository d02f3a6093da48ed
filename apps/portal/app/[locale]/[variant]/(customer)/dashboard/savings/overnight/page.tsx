import { SavingsListPage } from '@/app/[locale]/[variant]/(customer)/dashboard/savings/savings-list-page'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'

export const generateMetadata = pageTitle('Savings.lists.overnight')

export default async function SavingsOvernightPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'savingsOvernight')
  if (!page) return null
  const overview = getSavingsOverview(page.session)
  return <SavingsListPage list="savingsOvernight" overview={overview} />
}
