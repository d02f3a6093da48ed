import { readFileSync } from 'node:fs'
import { connection } from 'next/server'

/**
 * The `/sized` markup rendered on every request, as a logged-in page is: what Next alone costs to
 * answer a dynamic request of that many bytes, with no backend call, session or component tree.
 */
export default async function DynamicSizedFloorPage() {
  await connection()
  const file = process.env.FLOOR_MARKUP_FILE
  const markup = file ? readFileSync(file, 'utf8') : ''
  // The portal's own server-rendered markup, for measuring only.
  return <div dangerouslySetInnerHTML={{ __html: markup }} />
}
