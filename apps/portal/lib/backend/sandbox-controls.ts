import { createServiceClient } from '@portal/api-clients/client'
import {
  type IncomingTransferRequest,
  type SandboxClockState,
  savingsSandboxContract,
} from '@portal/api-clients/contracts/savings'
import {
  type SmsMessage,
  strongAuthenticationSandboxContract,
} from '@portal/api-clients/contracts/strong-authentication'
import { edgeEnv } from '@/lib/edge-env'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { backendConfig } from './client-config'
import { personalRead } from './read-policy'
import { failed, mapResult, noAccount, resultOf, type ServiceResult } from './service-result'

/**
 * Demo controls of a local sandbox (`/das/v1/sandbox`, `/scas/api/v2/sandbox`): the bank's
 * clock, simulated incoming transfers and the SMS outbox. A deployed backend has none, and the
 * portal only asks for them where PORTAL_ENV is `local` (elsewhere: `notFound`, and the savings
 * demo page answers 404).
 */
const noDemoControls = failed({ reason: 'notFound', code: 'noDemoControls', status: 404 })

const local = () => edgeEnv().PORTAL_ENV === 'local'

async function savingsControls() {
  return createServiceClient(savingsSandboxContract, 'savings', backendConfig(await getRegion()))
}

export async function getSandboxClock(): Promise<ServiceResult<SandboxClockState>> {
  if (!local()) return noDemoControls
  return resultOf(await (await savingsControls()).getClock({ init: personalRead }))
}

export async function advanceSandboxClock(days: number): Promise<ServiceResult<SandboxClockState>> {
  if (!local()) return noDemoControls
  return resultOf(
    await (await savingsControls()).advanceClock({ body: { days, hours: 0 }, init: personalRead }),
  )
}

/** A transfer arriving from the customer's reference account (any other account is returned). */
export async function simulateIncomingTransfer(
  session: Session,
  transfer: Omit<IncomingTransferRequest, 'customerId'>,
): Promise<ServiceResult<'credited' | 'returned'>> {
  if (!local()) return noDemoControls
  if (!session.bacNumber) return noAccount
  const result = await (await savingsControls()).receiveTransfer({
    body: { customerId: session.bacNumber, ...transfer },
    init: personalRead,
  })
  return mapResult(resultOf(result), (answer) => answer.status)
}

/** The local sandbox's SMS outbox for the session's customer, newest first. */
export async function getSmsOutbox(session: Session): Promise<ServiceResult<SmsMessage[]>> {
  if (!local()) return noDemoControls
  if (!session.bacNumber) return noAccount
  const client = createServiceClient(
    strongAuthenticationSandboxContract,
    'strongAuthentication',
    backendConfig(await getRegion()),
  )
  const result = await client.listSms({
    query: { customerId: session.bacNumber },
    init: personalRead,
  })
  return mapResult(resultOf(result), (outbox) => outbox.messages)
}
