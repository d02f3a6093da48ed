import type { LocaleParams } from '@/lib/site/page-site'
import { SavingsListPage } from '../savings-list-page'

export default function SavingsTermPage({ params }: { params: LocaleParams }) {
  return <SavingsListPage params={params} list="savingsTerm" />
}
