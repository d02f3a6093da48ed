import { getCustomer } from '@/lib/backend/customers'
import { getCurrentUser } from '@/lib/backend/users'
import { getSession } from '@/lib/session/get-session'
import { customerGroupOfAccount } from '@/lib/tracking/customer-group'

const privateAnswer = { 'Cache-Control': 'private, no-store' }

/**
 * Who is logged in, for the header of pages shared by every visitor (they cannot know it on the
 * server): the name of the session's user and the customer group analytics events report (spec
 * §5), or `loggedIn: false`. Verified like every customer read, and the session's revocation
 * asked of the services; answers only the visitor's own data.
 */
export async function GET() {
  const session = await getSession()
  if (!session) return Response.json({ loggedIn: false }, { headers: privateAnswer })
  const [user, customer] = await Promise.all([getCurrentUser(session), getCustomer(session)])
  // A token still within its lifetime whose session the bank has ended (logout elsewhere,
  // password change, refresh replay): the services answer 401, so nobody is logged in.
  if (!user.ok && user.failure.status === 401) {
    return Response.json({ loggedIn: false }, { headers: privateAnswer })
  }
  const name = user.ok ? `${user.data.firstName} ${user.data.lastName}` : null
  const customerGroup = customerGroupOfAccount(customer.ok ? customer.data : null)
  return Response.json({ loggedIn: true, name, customerGroup }, { headers: privateAnswer })
}
