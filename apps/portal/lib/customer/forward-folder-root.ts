import 'server-only'
import { redirect } from 'next/navigation'
import type { LocaleParams } from '@/lib/page/page-params'
import { type RouteId, routes } from '@/lib/routes'
import { requestBasePath } from '@/lib/routing/request-href'
import { customerPage } from './customer-page'

/** The page of a folder root (`forwardsTo` in the route table): the login first, then its page. */
export async function forwardFolderRoot(params: LocaleParams, route: RouteId): Promise<null> {
  const target = (routes[route] as { forwardsTo?: string }).forwardsTo
  const page = await customerPage(params, route)
  if (!page || !target) return null
  redirect(`${await requestBasePath()}${target}`)
}
