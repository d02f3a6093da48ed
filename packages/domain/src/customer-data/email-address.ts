import { z } from 'zod'

/**
 * An e-mail address as a customer types it: trimmed, at most 254 characters (RFC 5321's path
 * limit), a local part, `@`, and a domain with a top-level domain. Spaces, a missing domain and
 * two `@` fail. The domain is lower-cased; the local part is kept as typed (it may be
 * case-sensitive at the receiving server).
 */
export const EmailAddress = z
  .string()
  .trim()
  .max(254, { error: 'email_too_long' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((address) => {
    const at = address.lastIndexOf('@')
    return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`
  })
export type EmailAddress = z.output<typeof EmailAddress>

/** The reason code for the field, or null when the address is fine. */
export function emailAddressProblem(input: string): 'email_invalid' | 'email_too_long' | null {
  const result = EmailAddress.safeParse(input)
  if (result.success) return null
  return result.error.issues[0]?.message === 'email_too_long' ? 'email_too_long' : 'email_invalid'
}
