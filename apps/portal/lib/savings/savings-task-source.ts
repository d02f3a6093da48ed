import 'server-only'
import type { Deposit } from '@portal/api-clients/contracts/savings'
import { addDays } from '@portal/domain/money/calendar-date'
import { getOffer } from '@/lib/backend/deposits'
import { getSavingsOverview } from '@/lib/backend/savings'
import { ok } from '@/lib/backend/service-result'
import { getRegion } from '@/lib/routing/get-region'
import type { TaskSource } from '@/lib/tasks/task-sources'
import { prolongationCandidates, prolongationTaskLeadDays, savingsTasks } from './tasks'

/** Funding orders and prolongation choices, from the ledger and the offers' prolongation terms. */
export const savingsTaskSource: TaskSource = async ({ session, overview }) => {
  const read = overview ? ok(overview) : await getSavingsOverview(session)
  if (!read.ok) return read.failure.reason === 'noAccount' ? [] : 'failed'
  const { today, deposits } = read.data
  const candidates = prolongationCandidates(
    deposits,
    today,
    addDays(today, prolongationTaskLeadDays),
  )
  const region = await getRegion()
  const renewing = new Set<string>()
  await Promise.all(
    candidates.map(async (deposit: Deposit) => {
      const offer = await getOffer(region, deposit.offerId)
      if (offer.ok && offer.data.prolongation.automatic) renewing.add(deposit.id)
    }),
  )
  return savingsTasks(read.data, (deposit) => renewing.has(deposit.id))
}
