import 'server-only'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import { getAgreement, getAgreementText } from '@/lib/backend/customers'
import type { Session } from '@/lib/session/get-session'

/** What was agreed (if anything) and the bank's current text to agree to; null without account. */
export async function readAgreement(session: Session, kind: AgreementKind) {
  const bacNumber = session.bacNumber
  if (!bacNumber) return null
  const [agreement, text] = await Promise.all([
    getAgreement(session, bacNumber, kind),
    getAgreementText(session, bacNumber, kind),
  ])
  return { agreement, text }
}
