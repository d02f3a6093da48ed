import { apiHost } from '@portal/api-clients/hosts'
import { isPortalLocale, regionOfLocale } from '@portal/domain/locales'
import { publicRevalidateSeconds } from '@/lib/banks/cache'
import { portalEnvironment } from '@/lib/config/environment'
import { isProxiedAssetPath } from '@/lib/content/asset-url'

type AssetContext = { params: Promise<{ locale: string; path: string[] }> }

/** Bank logos and documents from the API host, served from the portal's own origin. */
export async function GET(_request: Request, { params }: AssetContext) {
  const { locale, path } = await params
  if (!isPortalLocale(locale) || !isProxiedAssetPath(path))
    return new Response(null, { status: 404 })
  const base =
    process.env.PORTAL_API_BASE_URL?.replace(/\/+$/, '') ??
    apiHost(regionOfLocale(locale), portalEnvironment())
  const upstream = await fetch(`${base}/assets/${path.join('/')}`, {
    next: { revalidate: publicRevalidateSeconds, tags: ['assets'] },
  }).catch(() => undefined)
  if (!upstream?.ok) return new Response(null, { status: upstream?.status === 404 ? 404 : 502 })
  const type = path.at(-1)?.endsWith('.pdf')
    ? 'application/pdf'
    : path.at(-1)?.endsWith('.png')
      ? 'image/png'
      : 'image/svg+xml'
  return new Response(await upstream.arrayBuffer(), {
    headers: {
      'content-type': type,
      'cache-control': `public, max-age=${publicRevalidateSeconds}`,
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own must not run scripts.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
