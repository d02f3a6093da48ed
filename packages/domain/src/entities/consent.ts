import { z } from 'zod'
import { ConsentId } from '../enumerations'

/** A consent of the customer (spec section 3). Unknown ids are kept as plain strings. */
export const Consent = z.object({
  id: z.union([ConsentId, z.string().min(1)]),
  name: z.string(),
  description: z.string(),
  legitimate_interest: z.boolean(),
  valid: z.boolean(),
})
export type Consent = z.infer<typeof Consent>

/** The part of a consent the mail-consents call returns and the portal reads. */
export const ConsentState = Consent.pick({ id: true, valid: true })
export type ConsentState = z.infer<typeof ConsentState>
