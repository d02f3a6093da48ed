import { redirect } from 'next/navigation'
import { customerPage } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'
import type { LocaleParams } from '@/lib/site/page-site'

/** /liquid-pension-transfer-notice/… has one page: this folder's address lands on it. */
export default async function PensionNoticeRootPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'liquidPensionTransferNotice')
  if (!page) return null
  redirect(await localisedPath('/liquid-pension-transfer-notice/consent'))
}
