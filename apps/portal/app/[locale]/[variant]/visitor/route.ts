import { getSession } from '@/lib/session/get-session'
import { visitorAnswerOf } from '@/lib/tracking/visitor-state'

const privateAnswer = { 'Cache-Control': 'private, no-store' }

/**
 * Who is logged in, for the header of pages shared by every visitor (they cannot know it on the
 * server): the name of the session's user and the customer group analytics events report (spec
 * §5), or `loggedIn: false`. Verified like every customer read, and the session's revocation
 * asked of the services; answers only the visitor's own data. Customer pages carry the same
 * answer in their HTML (`EmbeddedVisitorAnswer`) and never call this.
 */
export async function GET() {
  return Response.json(await visitorAnswerOf(await getSession()), { headers: privateAnswer })
}
