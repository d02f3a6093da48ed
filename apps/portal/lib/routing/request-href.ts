import 'server-only'
import { headers } from 'next/headers'
import { requestLocale } from '@/lib/page/request-locale'
import { type Href, hrefsFor } from './href'
import { basePathHeader } from './request-headers'

/**
 * The base path of this request's links as the middleware resolved it: `/de-de` on the .com
 * domain, `''` on a country host. Only for pages rendered per request: a shared page cannot
 * know its host and links under `/<locale>` (lib/routing/href `localeHref`).
 */
export async function requestBasePath(): Promise<string> {
  return (await headers()).get(basePathHeader) ?? `/${await requestLocale()}`
}

/** The link builder of this request (`href('dashboard')`, `href('bank', { slug })`). */
export async function requestHref(): Promise<Href> {
  return hrefsFor(await requestBasePath())
}
