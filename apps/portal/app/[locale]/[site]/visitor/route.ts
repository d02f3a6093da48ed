import { getCurrentUser } from '@/lib/backend/users'
import { getSession } from '@/lib/session/get-session'

const privateAnswer = { 'Cache-Control': 'private, no-store' }

/**
 * Who is logged in, for the header of pages shared by every visitor (they cannot know it on the
 * server): the name of the session's user, or `loggedIn: false`. Verified like every customer
 * read; answers only the visitor's own data.
 */
export async function GET() {
  const session = await getSession()
  if (!session) return Response.json({ loggedIn: false }, { headers: privateAnswer })
  const user = await getCurrentUser(session)
  const name = user ? `${user.firstName} ${user.lastName}` : null
  return Response.json({ loggedIn: true, name }, { headers: privateAnswer })
}
