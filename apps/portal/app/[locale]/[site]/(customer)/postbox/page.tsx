import { redirect } from 'next/navigation'
import { customerPage } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'
import type { LocaleParams } from '@/lib/site/page-site'

/** /postbox/… has one page: this folder's address lands on it. */
export default async function PostboxRootPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'postbox')
  if (!page) return null
  redirect(await localisedPath('/postbox/messages'))
}
