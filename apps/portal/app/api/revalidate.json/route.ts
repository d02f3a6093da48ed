import { revalidationHeaders } from '@portal/api-clients/contracts/revalidation'
import { revalidateTag } from 'next/cache'
import { revalidationSecret } from '@/lib/backend/revalidation'
import { checkNotice, tagsOfNotice } from '@/lib/backend/revalidation-notice'

/** Larger notices are refused unread (1000 changed offers fit easily). */
const maxBodyBytes = 256 * 1024

const statusOf = { unsigned: 401, stale: 401, forged: 401, malformed: 400 } as const

/**
 * The backend's signed notice that public data changed: the cache tags of those reads expire at
 * once, so the next visit renders with the new data. Outside `[locale]` and, by its `.json`
 * extension, outside the middleware's matcher: no locale routing and no browser-origin check
 * apply to this server-to-server call; the signature is its gate.
 */
export async function POST(request: Request) {
  const secret = revalidationSecret()
  if (!secret) return new Response(null, { status: 404 })
  const body = await request.text()
  if (body.length > maxBodyBytes) return new Response(null, { status: 413 })
  const check = checkNotice({
    body,
    signature: request.headers.get(revalidationHeaders.signature),
    timestamp: request.headers.get(revalidationHeaders.timestamp),
    secret,
    nowMs: Date.now(),
  })
  if (!check.accepted)
    return Response.json({ refused: check.reason }, { status: statusOf[check.reason] })
  const tags = tagsOfNotice(check.notice)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: tags })
}
