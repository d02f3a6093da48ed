import { ExemptionOrderRequest } from '@portal/api-clients/contracts/customer-tax'
import {
  AddressChangeRequest,
  FinancialInformationChangeRequest,
} from '@portal/api-clients/contracts/customers'
import { ReferenceAccountChangeRequest } from '@portal/api-clients/contracts/kyc'
import {
  type DataChangePurpose,
  EmailChangeRequest,
  MobileNumberChangeRequest,
} from '@portal/api-clients/contracts/user-account'
import { z } from 'zod'
import { ServiceError } from '../../http/service-error'

interface Binding {
  /** The change endpoint's body schema (with `scaChallengeId`), or none when nothing is bound. */
  body?: z.ZodType
  /** Path parameters of the change endpoint that belong to the change. */
  path?: z.ZodObject
}

const personPath = z.object({ personId: z.string().min(1) })

const bindings: Record<DataChangePurpose, Binding> = {
  email_change: { body: EmailChangeRequest },
  mobile_number_change: { body: MobileNumberChangeRequest },
  // Passwords never go to the SCA service: the challenge confirms "a password change".
  password_change: {},
  address_change: { body: AddressChangeRequest, path: personPath },
  financial_information_change: { body: FinancialInformationChangeRequest, path: personPath },
  reference_account_change: { body: ReferenceAccountChangeRequest },
  exemption_order_change: {
    body: ExemptionOrderRequest,
    path: z.object({ taxYear: z.coerce.number().int(), bankId: z.string().min(1) }),
  },
}

/**
 * What a challenge of `purpose` is bound to, from the change as its endpoint parsed it: the body
 * without `scaChallengeId`, plus the path parameters of the change.
 */
export function changeSubject(
  purpose: DataChangePurpose,
  parsedBody: Record<string, unknown>,
  pathParams: Record<string, unknown> = {},
): Record<string, unknown> {
  const binding = bindings[purpose]
  if (binding.body === undefined) return {}
  const { scaChallengeId: _challenge, ...body } = parsedBody
  const path = binding.path ? binding.path.parse(pathParams) : {}
  return { ...body, ...path }
}

/**
 * The same subject from the `change` a client sends when it asks for a challenge: parsed with the
 * change endpoint's own schema, so normalised values (IBAN, e-mail domain) bind as they will be
 * compared. 400 `invalidRequest` when the change would be refused anyway.
 */
export function subjectOfRequestedChange(
  purpose: DataChangePurpose,
  change: Record<string, unknown>,
): Record<string, unknown> | ServiceError {
  const binding = bindings[purpose]
  if (binding.body === undefined) return {}
  const body = binding.body.safeParse({ ...change, scaChallengeId: 'unbound' })
  const path = binding.path ? binding.path.safeParse(change) : { success: true as const, data: {} }
  if (!body.success || !path.success) {
    const issues = [...(body.error?.issues ?? []), ...(path.error?.issues ?? [])].map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }))
    return new ServiceError(400, 'invalidRequest', 'The change to confirm is not valid.', issues)
  }
  return changeSubject(purpose, body.data as Record<string, unknown>, path.data)
}
