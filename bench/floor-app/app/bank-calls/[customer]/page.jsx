import { readFileSync } from 'node:fs'
import { connection } from 'next/server'
import { floorMarkup } from '../../floor-markup'

/** The customers' tokens and bank calls that bench/lib/floor-app.mjs writes (FLOOR_BANK_CALLS_FILE). */
let bankCalls
const customerCalls = (index) => {
  bankCalls ??= JSON.parse(readFileSync(process.env.FLOOR_BANK_CALLS_FILE, 'utf8'))
  return bankCalls[index % bankCalls.length]
}

/**
 * The `/sized` markup rendered on every request after the same bank calls the portal's page made
 * for this customer, with the customer's token, all at once: what Next alone costs for the page's
 * work (session, component tree and the answers' checks aside).
 */
export default async function BankCallsFloorPage({ params }) {
  await connection()
  const { token, calls } = customerCalls(Number((await params).customer))
  await Promise.all(
    calls.map(async ([method, path]) => {
      const response = await fetch(`${process.env.FLOOR_BANK_URL}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      })
      await response.text()
      // a refused token would make a cheaper floor than the portal's page: it fails instead (a
      // 403 is the bank's answer to the portal too, for a customer still in onboarding)
      if (response.status === 401) throw new Error(`${method} ${path}: ${response.status}`)
    }),
  )
  return <div dangerouslySetInnerHTML={{ __html: floorMarkup() }} />
}
