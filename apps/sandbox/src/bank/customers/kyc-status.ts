import type {
  KycStatus,
  RequiredDocument,
  VerificationState,
} from '@portal/api-clients/contracts/kyc'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { depotFiles, kycCases, kycRequirements } from '../../db/schema'
import { openCaseStatuses } from './kyc-case-status'

/**
 * Where identification stands: an account past REGISTERED was identified at onboarding; before
 * that an uploaded document is PENDING until the bank looks at it. Required documents are the
 * bank's open requirements; an upload of the right purpose fulfils them.
 */
export async function kycStatusOf(
  orm: SandboxOrm,
  customerId: string,
  accountStatus: string,
): Promise<KycStatus> {
  const uploads = await orm
    .select({ type: depotFiles.type })
    .from(depotFiles)
    .where(and(eq(depotFiles.customerId, customerId), isNotNull(depotFiles.storedAt)))
  const uploaded = new Set(uploads.map((upload) => upload.type))
  const state = (type: string): VerificationState =>
    accountStatus !== 'REGISTERED' ? 'VERIFIED' : uploaded.has(type) ? 'PENDING' : 'NOT_STARTED'
  const requirements = await openRequirementsOf(orm, customerId)
  const cases = await orm
    .select({ id: kycCases.id })
    .from(kycCases)
    .where(and(eq(kycCases.customerId, customerId), inArray(kycCases.status, openCaseStatuses)))
  return {
    customerId,
    identification: state('id_document'),
    proofOfAddress: state('proof_of_address'),
    requiredDocuments: requirements,
    openCaseIds: cases.map((row) => row.id),
  }
}

/** The documents the bank still requires of the account (its unfulfilled requirements). */
const openRequirementRows = preparedPerDatabase((orm) =>
  orm
    .select({ type: kycRequirements.type, dueBy: kycRequirements.dueBy })
    .from(kycRequirements)
    .where(
      and(
        eq(kycRequirements.customerId, sql.placeholder('customerId')),
        isNull(kycRequirements.fulfilledAt),
      ),
    )
    .prepare('open_kyc_requirements'),
)

export async function openRequirementsOf(
  orm: SandboxOrm,
  customerId: string,
): Promise<RequiredDocument[]> {
  const requirements = await openRequirementRows(orm).execute({ customerId })
  return requirements.map((requirement) => ({
    type: requirement.type as RequiredDocument['type'],
    dueBy: requirement.dueBy,
  }))
}
