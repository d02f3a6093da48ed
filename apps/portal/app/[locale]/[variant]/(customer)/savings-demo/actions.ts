'use server'

import { markets, sellsCurrency } from '@portal/domain/markets'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { advanceSandboxClock, simulateIncomingTransfer } from '@/lib/backend/sandbox-controls'
import { dataOrNull } from '@/lib/backend/service-result'
import { getMoneyOutSituation } from '@/lib/money-out/money-out-situation'
import { readOrderAmount } from '@/lib/ordering/order-amount'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { getSession } from '@/lib/session/get-session'

const back = async (done: string) =>
  redirect((await requestHref())('savingsDemo', { query: { done } }))

const ClockMove = z.object({ days: z.coerce.number().int().min(1).max(400) })

/** Moves the local sandbox's clock; the bank runs whatever fell due (opening, interest, maturity). */
export async function moveClock(form: FormData) {
  const session = await getSession()
  const move = ClockMove.safeParse(Object.fromEntries(form))
  if (!session || !move.success) return back('failed')
  return back((await advanceSandboxClock(move.data.days)).ok ? 'clock' : 'failed')
}

const Transfer = z.object({
  amount: z.string().max(40),
  reference: z.string().max(140),
  // a currency some market sells (the customer's own, or a waiting order's)
  currency: z.string().refine((code) => Object.values(markets).some((m) => sellsCurrency(m, code))),
})

/** A transfer from the customer's own reference account arrives on the settlement account. */
export async function receiveTransfer(form: FormData) {
  const session = await getSession()
  const fields = Transfer.safeParse(Object.fromEntries(form))
  if (!session || !fields.success) return back('failed')
  const situation = dataOrNull(await getMoneyOutSituation(session))
  if (!situation?.reference) return back('failed')
  const amount = readOrderAmount(fields.data.amount, {
    locale: await requestLocale(),
    currency: fields.data.currency,
    minAmount: 1,
    maxAmount: 100_000_000_00,
  })
  if (!amount.ok) return back('badAmount')
  const transfer = await simulateIncomingTransfer(session, {
    fromAccount: situation.reference.account,
    amount: amount.minor,
    currency: fields.data.currency,
    reference: fields.data.reference,
  })
  return back(transfer.ok ? transfer.data : 'failed')
}
