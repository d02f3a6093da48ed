import { BacNumber } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import {
  checkedReferenceAccount,
  NewReferenceAccountView,
  newReferenceAccountFields,
} from './new-reference-account'
import { ScaConfirmation } from './user-account'

/** Service prefixes of KYC status and KYC case processing (spec section 7). */
export const kycStatusServicePrefix = '/kss/api/v1'
export const kycCasesServicePrefix = '/kcps/api/v1'

export const VerificationState = z.enum(['NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED'])
export type VerificationState = z.infer<typeof VerificationState>

/** A document the bank still needs; `missing_idd` opens the missing-IDD flow of the legacy app. */
export const RequiredDocument = z.object({
  type: z.enum(['id_document', 'proof_of_address', 'missing_idd']),
  dueBy: z.iso.date().nullable(),
})
export type RequiredDocument = z.infer<typeof RequiredDocument>

export const KycStatus = z.object({
  customerId: BacNumber,
  identification: VerificationState,
  proofOfAddress: VerificationState,
  requiredDocuments: z.array(RequiredDocument),
  openCaseIds: z.array(z.string().min(1)),
})
export type KycStatus = z.infer<typeof KycStatus>

export const KycCaseStatus = z.enum(['PENDING_DOCUMENTS', 'IN_REVIEW', 'APPROVED', 'REJECTED'])
export type KycCaseStatus = z.infer<typeof KycCaseStatus>

/**
 * A reference-account change: the new account in the scheme of the customer's market (IBAN and
 * BIC, or routing and account number), checked with the domain's rules, and its evidence.
 */
export const ReferenceAccountChangeRequest = ScaConfirmation.extend({
  ...newReferenceAccountFields,
  /** Evidence uploaded to the document depot (purpose `reference_account_evidence`). */
  documentIds: z.array(z.string().min(1)).min(1).max(5),
}).transform((change, context) => {
  const { scaChallengeId, documentIds, ...entered } = change
  const account = checkedReferenceAccount(entered, context)
  return account === z.NEVER ? z.NEVER : { ...account, documentIds, scaChallengeId }
})
export type ReferenceAccountChangeRequest = z.input<typeof ReferenceAccountChangeRequest>

/** A KYC case. A reference-account change stays pending until the case is APPROVED. */
export const KycCase = z.object({
  id: z.string().min(1),
  customerId: BacNumber,
  type: z.literal('REFERENCE_ACCOUNT_CHANGE'),
  status: KycCaseStatus,
  newReferenceAccount: NewReferenceAccountView,
  documentIds: z.array(z.string().min(1)),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
})
export type KycCase = z.infer<typeof KycCase>

const customerParams = z.object({ customerId: BacNumber })

/** KYC status (`/kss/api/v1`): where identification stands and what is still required. */
export const kycStatusContract = {
  getKycStatus: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/kyc-status',
    auth: 'bearer',
    params: customerParams,
    response: KycStatus,
  }),
}

/** KYC case processing (`/kcps/api/v1`): reference-account changes waiting for approval. */
export const kycCasesContract = {
  /** 201; one open change at a time, a second answers 409. */
  openReferenceAccountChange: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/cases/reference-account-change',
    auth: 'bearer',
    params: customerParams,
    body: ReferenceAccountChangeRequest,
    response: KycCase,
  }),
  listCases: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/cases',
    auth: 'bearer',
    params: customerParams,
    response: z.object({ items: z.array(KycCase) }),
  }),
  getCase: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/cases/:caseId',
    auth: 'bearer',
    params: customerParams.extend({ caseId: z.string().min(1) }),
    response: KycCase,
  }),
}

/** Service prefix of the KYC connector (spec section 7): identity verification sessions. */
export const kycConnectorServicePrefix = '/kci/api/v1'

export const Identification = z.object({
  id: z.string().min(1),
  purpose: z.enum(['reference_account_change', 'missing_idd']),
  method: z.literal('video_ident'),
  status: VerificationState,
  createdAt: z.iso.datetime({ offset: true }),
})
export type Identification = z.infer<typeof Identification>

/**
 * KYC connector (`/kci/api/v1`): starts an identity verification. The sandbox's provider
 * verifies at once; a reference-account change needs one VERIFIED within the last 24 hours
 * (409 `identificationRequired` otherwise).
 */
export const kycConnectorContract = {
  startIdentification: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/identifications',
    auth: 'bearer',
    params: customerParams,
    body: Identification.pick({ purpose: true }),
    response: Identification,
  }),
}

/** Demo control of a local sandbox (`/kcps/api/v1`): the bank's decision on a case. */
export const kycCasesSandboxContract = {
  decideCase: defineEndpoint({
    method: 'POST',
    path: '/sandbox/cases/:caseId/decision',
    auth: 'none',
    params: z.object({ caseId: z.string().min(1) }),
    body: z.object({
      status: KycCaseStatus.extract(['APPROVED', 'REJECTED']),
      rejectionReason: z.string().max(500).optional(),
    }),
    response: KycCase,
  }),
}
