import { connection } from 'next/server'
import { floorMarkup } from '../floor-markup'

/**
 * The `/sized` markup rendered on every request, as a logged-in page is: what Next alone costs to
 * answer a dynamic request of that many bytes, with no backend call, session or component tree.
 */
export default async function DynamicSizedFloorPage() {
  await connection()
  return <div dangerouslySetInnerHTML={{ __html: floorMarkup() }} />
}
