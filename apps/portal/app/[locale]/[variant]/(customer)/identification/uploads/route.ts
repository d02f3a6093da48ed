import { UploadPurpose } from '@portal/api-clients/contracts/documents'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { decideUpload } from '@portal/domain/customer-data/upload-decision'
import { maxUploadBytes, uploadProblems } from '@portal/domain/customer-data/upload-rules'
import { announceUpload, putUploadContent } from '@/lib/backend/documents'
import { getAccountContext } from '@/lib/customer/account-context'
import { missingSessionReason } from '@/lib/customer/customer-services-state'
import { readAtMost } from '@/lib/documents/read-at-most'
import type { UploadOutcome } from '@/lib/documents/upload-outcome'
import { getSession } from '@/lib/session/get-session'

/** The right each upload purpose needs (domain rights table). */
const rightFor: Record<UploadPurpose, CustomerAction> = {
  id_document: 'change_own_contact_data',
  proof_of_address: 'change_own_contact_data',
  reference_account_evidence: 'change_reference_account',
  postbox_attachment: 'write_postbox',
}

const answer = (outcome: UploadOutcome, status: number) =>
  Response.json(outcome, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Uploads one file to the document depot for the session's account. Name and declared size are
 * judged before a byte is read, then the bytes (magic numbers and extension together); only an
 * accepted file is announced to the depot and sent there. Nothing is stored on a refusal.
 */
export async function POST(request: Request) {
  const session = await getSession()
  if (!session) {
    // a token the identity provider could not renew while it is down is no ended session
    return (await missingSessionReason()) === 'unavailable'
      ? answer({ ok: false, problem: 'unavailable' }, 503)
      : answer({ ok: false, problem: 'sessionEnded' }, 401)
  }
  const query = new URL(request.url).searchParams
  const purpose = UploadPurpose.safeParse(query.get('purpose'))
  const fileName = query.get('name') ?? ''
  const length = Number(request.headers.get('content-length'))
  const declaredSize = Number.isFinite(length) && length >= 0 ? length : undefined
  if (!purpose.success) return answer({ ok: false, problem: 'forbidden' }, 400)
  const early = uploadProblemBeforeReading({ fileName, declaredSize })
  if (early) return answer({ ok: false, problem: early }, early === 'too_large' ? 413 : 422)

  const account = await getAccountContext(session)
  if (!account.ok) return answer({ ok: false, problem: 'unavailable' }, 503)
  if (!account.data.onboardingActions.has(rightFor[purpose.data])) {
    return answer({ ok: false, problem: 'forbidden' }, 403)
  }
  const bytes = await readAtMost(request.body, maxUploadBytes)
  if (bytes === 'too_large') return answer({ ok: false, problem: 'too_large' }, 413)
  const decision = await decideUpload({ fileName, bytes })
  if (!decision.accepted) return answer({ ok: false, problem: decision.problem }, 422)

  const bacNumber = account.data.customer.id
  const ticket = await announceUpload(session, bacNumber, {
    fileName,
    size: bytes.length,
    purpose: purpose.data,
  })
  if (!ticket.ok) return depotRefusal(ticket.failure.code)
  const stored = await putUploadContent(
    session,
    bacNumber,
    ticket.data.uploadId,
    bytes,
    decision.mediaType,
  )
  if (!stored.ok) return depotRefusal(stored.failure.code)
  return answer({ ok: true, document: { id: stored.data.id, fileName, size: bytes.length } }, 201)
}

function depotRefusal(code: string) {
  const problem = uploadProblems.find((known) => known === code)
  return problem
    ? answer({ ok: false, problem }, 422)
    : answer({ ok: false, problem: 'unavailable' }, 503)
}
