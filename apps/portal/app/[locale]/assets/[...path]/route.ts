import { isPortalLocale, regionOfLocale } from '@portal/domain/locales'
import { getAsset } from '@/lib/backend/assets'
import { publicRevalidateSeconds } from '@/lib/backend/read-policy'
import { isProxiedAssetPath } from '@/lib/content/asset-url'

type AssetContext = { params: Promise<{ locale: string; path: string[] }> }

/** Bank logos and documents from the API host, served from the portal's own origin. */
export async function GET(_request: Request, { params }: AssetContext) {
  const { path } = await params
  const { locale } = await params
  if (!isPortalLocale(locale) || !isProxiedAssetPath(path))
    return new Response(null, { status: 404 })
  const upstream = await getAsset(regionOfLocale(locale), path)
  if (!upstream.ok) return new Response(null, { status: upstream.failure.status })
  const type = path.at(-1)?.endsWith('.pdf')
    ? 'application/pdf'
    : path.at(-1)?.endsWith('.png')
      ? 'image/png'
      : 'image/svg+xml'
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
