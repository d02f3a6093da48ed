import { ConsentState } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export const MailConsents = z.object({ consents: z.array(ConsentState) })
export type MailConsents = z.infer<typeof MailConsents>

/**
 * User management (`/ums/v1`). The spec names a mail/consent service without a prefix; the
 * mail consents live here because they belong to the user, not the account.
 */
export const usersContract = {
  getMailConsents: defineEndpoint({
    method: 'GET',
    path: '/mail/consents',
    auth: 'bearer',
    credentials: 'include',
    response: MailConsents,
  }),
}
