import { redirect } from 'next/navigation'
import { customerPage } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'
import type { LocaleParams } from '@/lib/site/page-site'

/** /transfer-flow/direct-debit-mandate/… has one page: this folder's address lands on it. */
export default async function TransferFlowRootPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'transferFlow')
  if (!page) return null
  redirect(await localisedPath('/transfer-flow/direct-debit-mandate/consent'))
}
