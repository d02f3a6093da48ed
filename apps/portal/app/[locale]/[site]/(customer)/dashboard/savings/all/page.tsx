import type { LocaleParams } from '@/lib/site/page-site'
import { SavingsListPage } from '../savings-list-page'

export default function SavingsAllPage({ params }: { params: LocaleParams }) {
  return <SavingsListPage params={params} list="savingsAll" />
}
