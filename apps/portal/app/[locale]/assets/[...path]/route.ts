import { isPortalLocale, regionOfLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { getAsset } from '@/lib/backend/assets'
import { publicRevalidateSeconds } from '@/lib/backend/read-policy'
import { proxiedAssetType } from '@/lib/content/asset-url'

type AssetContext = { params: Promise<{ locale: string; path: string[] }> }

/**
 * Bank logos, content pictures and documents from the API host, served from the portal's own
 * origin. The bank writes a document in the language of the page's market (its address names it,
 * so a cache keeps each language apart).
 */
export async function GET(_request: Request, { params }: AssetContext) {
  const { locale, path } = await params
  const type = proxiedAssetType(path)
  if (!isPortalLocale(locale) || type === undefined) return new Response(null, { status: 404 })
  const upstream = await getAsset(regionOfLocale(locale), path, marketOf(locale).intlTag)
  if (!upstream.ok) return new Response(null, { status: upstream.failure.status })
  return new Response(upstream.data, {
    headers: {
      'content-type': type,
      'cache-control': `public, max-age=${publicRevalidateSeconds}`,
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own must not run scripts.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
