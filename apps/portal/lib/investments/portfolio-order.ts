import 'server-only'
import { custodyIban, type PortfolioKind } from '@portal/api-clients/contracts/investments'
import { formatMoney } from '@portal/domain/format'
import type { InvestmentArea } from '@portal/domain/investments/investment-access'
import { checkRequestedClass } from '@portal/domain/investments/suitability'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { z } from 'zod'
import { placeInvestmentOrder } from '@/lib/backend/investments'
import { requestChallenge, verifyChallenge } from '@/lib/backend/strong-authentication'
import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { requestLocale } from '@/lib/page/request-locale'
import type { RouteId } from '@/lib/routes'
import { pageHref } from '@/lib/routing/href'
import { requestHref } from '@/lib/routing/request-href'
import { requireSession } from '@/lib/session/get-session'
import {
  challengeCheckOf,
  challengeProblemOf,
  challengeRequestOf,
} from '@/lib/strong-authentication/challenge-outcome'
import { confirmedAmount, parseAdvisorOrder } from './advisor-order'
import { customerInvestmentAccess } from './investment-screen'
import { readOrderMix } from './mix-order'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** Where an order comes from: the robo advisor (managed) or the pension opening. */
export interface PortfolioOrderSource {
  kind: z.output<typeof PortfolioKind>
  route: RouteId
  area: InvestmentArea
  /** Where the customer lands once the order is placed. */
  landing: RouteId
  /** The order buys the configured mix its form carries (the configurator's `w_<ISIN>` fields). */
  mix?: boolean
}

/** The sandbox's refusals of a mix (its rules, or a class that is not the mix's). */
const mixRefusals = new Set(['invalidMix', 'classMismatch'])

/**
 * An order of a class, in two steps: check the form and ask for an mTAN bound to the amount and
 * the custody account; then check the code and place the order. The session, the market and
 * the class's suitability are checked here again; the sandbox checks them once more.
 */
export async function placePortfolioOrder(
  source: PortfolioOrderSource,
  state: AdvisorOrderState,
  form: FormData,
): Promise<AdvisorOrderState> {
  const session = await requireSession(source.route)
  const locale = await requestLocale()
  const values = {
    oneTimeAmount: text(form, 'oneTimeAmount'),
    planAmount: text(form, 'planAmount'),
    planDay: text(form, 'planDay'),
  }
  // the screen's gate again: market, flag, investor (business: no pension; exported to order)
  const access = await customerInvestmentAccess(session, locale, source.area)
  if (!access.visible || !access.canOrder)
    return { step: 'details', values, problems: { form: 'notAllowed' } }
  const fields = new URLSearchParams()
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields.set(name, value)
  const parsed = parseAdvisorOrder(fields, locale, { planRequired: source.kind === 'pension' })
  if (!parsed.ok) return { step: 'details', values, problems: parsed.problems }
  const { order } = parsed
  // a mix is ordered as the class it counts as, whatever the form's class field says
  const mix = source.mix ? readOrderMix(fields) : undefined
  if (mix === null || (mix && mix.riskClass !== order.riskClass))
    return { step: 'details', values, problems: { form: 'invalidMix' } }
  if (!checkRequestedClass(order.answers, order.riskClass).ok)
    return { step: 'details', values, problems: { form: 'unsuitable' } }
  if (text(form, 'intent') === 'back') return { step: 'details', values }
  const payment = { amount: confirmedAmount(order), currency: 'EUR', payeeIban: custodyIban }
  const money = (minor: number) => formatMoney(minor, 'EUR', locale)
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
      return {
        step: 'details',
        values,
        problems: { form: challengeProblemOf(requested) },
      }
    const t = await getTranslations({ locale, namespace: 'Investments' })
    const product = mix
      ? t('dashboard.customMix')
      : source.kind === 'pension'
        ? t('dashboard.pensionPortfolio', { class: t(`prognosis.classes.${order.riskClass}`) })
        : t(`prognosis.classes.${order.riskClass}`)
    return {
      step: 'confirm',
      values,
      challengeId: requested.challenge.challengeId,
      confirmedAmount: money(payment.amount),
      summary: t('advisor.summary', {
        class: product,
        oneTime: money(order.oneTimeAmount),
        plan: order.savingsPlan
          ? t('advisor.planValue', {
              amount: money(order.savingsPlan.amount),
              day: order.savingsPlan.dayOfMonth,
            })
          : t('advisor.noPlan'),
      }),
    }
  }
  // what was typed comes back with every answer but a wrong code (React resets the form)
  const typedCode = text(form, 'code').slice(0, 20)
  const { code: _previousCode, ...previous } = state
  const confirmState = { ...previous, step: 'confirm' as const, values, challengeId }
  const code = typedCode.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(code))
    return { ...confirmState, code: typedCode, problems: { code: 'codeFormat' } }
  const check = challengeCheckOf(await verifyChallenge(session, challengeId, { ...payment, code }))
  if (check.status === 'wrongCode') return { ...confirmState, problems: { code: 'wrongCode' } }
  if (check.status === 'locked' || check.status === 'expired')
    return { step: 'details', values, problems: { form: check.status } }
  if (check.status !== 'verified')
    return { ...confirmState, code: typedCode, problems: { form: 'unavailable' } }
  // one order per confirmed mTAN: a resubmitted confirmation gets the first order's answer
  const placed = await placeInvestmentOrder(
    session,
    {
      kind: source.kind,
      riskClass: order.riskClass,
      answers: order.answers,
      ...(mix ? { mix: mix.lines } : {}),
      oneTimeAmount: order.oneTimeAmount,
      ...(order.savingsPlan ? { savingsPlan: order.savingsPlan } : {}),
      challengeId,
    },
    `investment-order:${challengeId}`,
  )
  if (!placed.ok) {
    const code = placed.failure.code
    const problem =
      code === 'unsuitableClass'
        ? 'unsuitable'
        : mixRefusals.has(code)
          ? 'invalidMix'
          : 'unavailable'
    return { step: 'details', values, problems: { form: problem } }
  }
  redirect(pageHref(await requestHref(), source.landing))
}
