'use server'

import { custodyIban } from '@portal/api-clients/contracts/investments'
import { formatMoney } from '@portal/domain/format'
import { investmentAreaLocales } from '@portal/domain/investments/investment-access'
import { parseAmount } from '@portal/domain/investments/parse-amount'
import { validateSavingsPlanTerms } from '@portal/domain/investments/savings-plan'
import { redirect } from 'next/navigation'
import { changeSavingsPlan, getPortfolio } from '@/lib/backend/investments'
import { requestChallenge, verifyChallenge } from '@/lib/backend/strong-authentication'
import { checkRole } from '@/lib/customer/authorise'
import { customerInvestmentAccess } from '@/lib/investments/investment-screen'
import type { SavingsPlanEditState, SavingsPlanProblem } from '@/lib/investments/savings-plan-state'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { requireSession } from '@/lib/session/get-session'
import {
  challengeCheckOf,
  challengeProblemOf,
  challengeRequestOf,
} from '@/lib/strong-authentication/challenge-outcome'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

const planErrors: ReadonlySet<string> = new Set<SavingsPlanProblem>([
  'alreadyPaused',
  'notPaused',
  'pauseTooLong',
  'resumeNotAfterPause',
])
const isPlanError = (code: string): code is SavingsPlanProblem => planErrors.has(code)

/**
 * Changes a savings plan in two steps (terms, then the mTAN for the plan's new monthly amount).
 * The portfolio must be the session's own: another customer's id reads as not found.
 */
export async function savingsPlanAction(
  state: SavingsPlanEditState,
  form: FormData,
): Promise<SavingsPlanEditState> {
  const session = await requireSession('savingsPlanEdit')
  const locale = await requestLocale()
  const chosen = text(form, 'action')
  const values: SavingsPlanEditState['values'] = {
    action: chosen === 'pause' || chosen === 'resume' ? chosen : 'change',
    amount: text(form, 'amount'),
    day: text(form, 'day'),
    pauseUntil: text(form, 'pauseUntil'),
  }
  if (!investmentAreaLocales.investments.includes(locale))
    return { step: 'details', values, problems: { form: 'unavailable' } }
  // the person's `invest` right (README roles table), before the portfolio is even read
  const role = await checkRole(session, 'invest')
  if (!role.ok) {
    const form = role.reason === 'forbidden' ? 'roleForbidden' : 'unavailable'
    return { step: 'details', values, problems: { form } }
  }
  const portfolioId = text(form, 'portfolio')
  const portfolio = await getPortfolio(session, portfolioId)
  if (!portfolio.ok || !portfolio.data.savingsPlan)
    return { step: 'details', values, problems: { form: 'unavailable' } }
  // a pension's plan belongs to the retirement area; either way only an investor who may order
  const area = portfolio.data.kind === 'pension' ? 'retirement' : 'investments'
  const access = await customerInvestmentAccess(session, locale, area)
  if (!access.visible || !access.canOrder)
    return { step: 'details', values, problems: { form: 'notAllowed' } }
  const current = portfolio.data.savingsPlan
  const amount = parseAmount(values.amount, locale)
  const day = /^\d{1,2}$/.test(values.day) ? Number(values.day) : Number.NaN
  const terms = { amount: amount.ok ? amount.minorUnits : Number.NaN, dayOfMonth: day }
  if (values.action === 'change') {
    const messages = validateSavingsPlanTerms(terms)
    const problems: SavingsPlanEditState['problems'] = {
      ...(messages.amount ? { amount: 'amount' } : {}),
      ...(messages.dayOfMonth ? { day: 'day' } : {}),
    }
    if (Object.keys(problems).length > 0) return { step: 'details', values, problems }
  }
  if (values.pauseUntil && !/^\d{4}-\d{2}-\d{2}$/.test(values.pauseUntil))
    return { step: 'details', values, problems: { pauseUntil: 'pauseTooLong' } }
  const confirmed = values.action === 'change' ? terms.amount : current.amount
  const payment = { amount: confirmed, currency: 'EUR', payeeIban: custodyIban }
  const challengeId = text(form, 'challengeId')
  if (!challengeId) {
    const requested = challengeRequestOf(await requestChallenge(session, payment))
    if (requested.status === 'tooManyChallenges')
      return {
        step: 'details',
        values,
        problems: { form: 'tooManyChallenges' },
        retryAfterMinutes: requested.retryAfterMinutes,
      }
    if (requested.status !== 'created')
      return { step: 'details', values, problems: { form: challengeProblemOf(requested) } }
    return {
      step: 'confirm',
      values,
      challengeId: requested.challenge.challengeId,
      confirmedAmount: formatMoney(confirmed, 'EUR', locale),
    }
  }
  const check = challengeCheckOf(
    await verifyChallenge(session, challengeId, { ...payment, code: text(form, 'code') }),
  )
  if (check.status === 'wrongCode') return { ...state, problems: { code: 'wrongCode' } }
  if (check.status !== 'verified')
    return { step: 'details', values, problems: { form: challengeProblemOf(check) } }
  const changed = await changeSavingsPlan(session, portfolioId, {
    action: values.action,
    ...(values.action === 'change' ? { amount: terms.amount, dayOfMonth: terms.dayOfMonth } : {}),
    ...(values.action === 'pause' && values.pauseUntil ? { pauseUntil: values.pauseUntil } : {}),
    challengeId,
  })
  if (!changed.ok) {
    const code = isPlanError(changed.failure.code) ? changed.failure.code : 'unavailable'
    return { step: 'details', values, problems: { form: code } }
  }
  redirect((await requestHref())('investments'))
}
