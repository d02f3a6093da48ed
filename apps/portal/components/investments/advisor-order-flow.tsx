'use client'

import type { PortfolioKind } from '@portal/api-clients/contracts/investments'
import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { type ReactNode, useActionState } from 'react'
import type { z } from 'zod'
import { useTrack } from '@/components/tracking/tracking-provider'
import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'

type Action = (state: AdvisorOrderState, form: FormData) => Promise<AdvisorOrderState>

/**
 * Ordering a class: the amounts, then a confirmation with the mTAN that the server requested for
 * exactly this amount (SCA, dynamic linking). Nothing is ordered before the code is checked.
 * `pension` opens a pension product: the monthly contribution comes first and is required.
 */
export function AdvisorOrderFlow({
  answers,
  riskClass,
  action,
  initialState,
  kind = 'managed',
  hiddenFields = {},
  review,
  tracking,
}: {
  answers: SuitabilityAnswers
  riskClass: string
  action: Action
  initialState: AdvisorOrderState
  kind?: z.output<typeof PortfolioKind>
  /** More of what was chosen before (a configured mix), sent with every step. */
  hiddenFields?: Record<string, string>
  /** Shown above the summary when confirming (what is bought, e.g. the mix's funds). */
  review?: ReactNode
  /** The order button's tracking, when not the class's portfolio. */
  tracking?: { productId: string; component: string }
}) {
  const t = useTranslations('Investments.advisor')
  const opening = useTranslations('Investments.pensionOpen')
  const label = (key: 'orderHeading' | 'oneTimeAmount' | 'planAmount') =>
    kind === 'pension' ? opening(key) : t(key)
  const track = useTrack()
  const [state, formAction, pending] = useActionState(action, initialState)
  const problem = (field: keyof NonNullable<AdvisorOrderState['problems']>) => {
    const key = state.problems?.[field]
    // the mTAN limit names the bank's wait (0: it did not say); other texts take no argument
    return key ? t(`errors.${key}`, { minutes: state.retryAfterMinutes ?? 0 }) : undefined
  }
  const confirming = state.step === 'confirm'
  const planAmount = (
    <Field label={label('planAmount')} error={problem('planAmount')}>
      <Input name="planAmount" inputMode="decimal" defaultValue={state.values.planAmount} />
    </Field>
  )
  return (
    <section aria-labelledby="advisor-order" className="space-y-3">
      <h2 id="advisor-order" className="text-xl font-semibold">
        {confirming ? t('confirmHeading') : label('orderHeading')}
      </h2>
      {state.problems?.form ? (
        <Alert variant="danger" data-testid="order-error">
          <AlertDescription>{problem('form')}</AlertDescription>
        </Alert>
      ) : null}
      <form
        action={formAction}
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={() =>
          track({
            name: 'order_cta_click',
            productId: tracking?.productId ?? `portfolio-${riskClass}`,
            component:
              tracking?.component ?? (kind === 'pension' ? 'pension_opening' : 'robo_advisor'),
          })
        }
      >
        {Object.entries(answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="riskClass" value={riskClass} />
        {confirming ? (
          <>
            {Object.entries(state.values).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="challengeId" value={state.challengeId ?? ''} />
            {review}
            <p data-testid="order-summary">{state.summary}</p>
            <p data-testid="order-funding">{t('funding')}</p>
            <p>{t('mtanSent', { amount: state.confirmedAmount ?? '' })}</p>
            <Field label={t('mtan')} error={problem('code')}>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                defaultValue={state.code}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="confirm" loading={pending}>
                {t('confirm')}
              </Button>
              <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
                {t('back')}
              </Button>
            </div>
          </>
        ) : (
          <>
            {kind === 'pension' ? planAmount : null}
            <Field label={label('oneTimeAmount')} error={problem('oneTimeAmount')}>
              <Input
                name="oneTimeAmount"
                inputMode="decimal"
                defaultValue={state.values.oneTimeAmount}
              />
            </Field>
            {kind === 'pension' ? null : planAmount}
            <Field label={t('planDay')} hint={t('planDayHint')} error={problem('planDay')}>
              <Input name="planDay" inputMode="numeric" defaultValue={state.values.planDay} />
            </Field>
            <Button type="submit" name="intent" value="continue" loading={pending}>
              {t('continue')}
            </Button>
          </>
        )}
      </form>
    </section>
  )
}
