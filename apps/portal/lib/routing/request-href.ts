import 'server-only'
import { headers } from 'next/headers'
import { pageBasePath } from '@/lib/page/page-links'
import { type Href, hrefsFor } from './href'
import { basePathHeader } from './request-headers'

/**
 * The base path of this request's links as the middleware resolved it: `/de-de` on the .com
 * domain, `''` on a country host. Server actions and route handlers have it only here; a
 * rendering has it from its page variant too (lib/page/page-links), the one a shared page has.
 */
export async function requestBasePath(): Promise<string> {
  return (await headers()).get(basePathHeader) ?? (await pageBasePath())
}

/** The link builder of this request (`href('dashboard')`, `href('bank', { slug })`). */
export async function requestHref(): Promise<Href> {
  return hrefsFor(await requestBasePath())
}
