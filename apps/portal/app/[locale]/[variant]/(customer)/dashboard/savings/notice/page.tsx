import { SavingsListPage } from '@/app/[locale]/[variant]/(customer)/dashboard/savings/savings-list-page'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'

export const generateMetadata = pageTitle('Savings.lists.notice')

export default async function SavingsNoticePage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'savingsNotice')
  if (!page) return null
  const overview = getSavingsOverview(page.session)
  return <SavingsListPage list="savingsNotice" overview={overview} />
}
