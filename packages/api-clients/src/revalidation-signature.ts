import { createHmac } from 'node:crypto'
import { signedContent } from './contracts/revalidation'

/**
 * The signature of a revalidation notice (server only: node:crypto), as sent in
 * `x-portal-signature`. The sandbox signs with it; the portal compares in constant time.
 */
export function revalidationSignature(secret: string, timestamp: string, body: string): string {
  const mac = createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex')
  return `sha256=${mac}`
}
