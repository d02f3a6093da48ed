'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import type { SavingsPlanEditState } from '@/lib/investments/savings-plan-state'

type Action = (state: SavingsPlanEditState, form: FormData) => Promise<SavingsPlanEditState>

/** Amount, day, pause or resume of a savings plan; confirmed by an mTAN on the next step. */
export function SavingsPlanEditFlow({
  portfolioId,
  action,
  initialState,
}: {
  portfolioId: string
  action: Action
  initialState: SavingsPlanEditState
}) {
  const t = useTranslations('Investments.savingsPlan')
  const advisor = useTranslations('Investments.advisor')
  const [state, formAction, pending] = useActionState(action, initialState)
  const problem = (field: keyof NonNullable<SavingsPlanEditState['problems']>) => {
    const key = state.problems?.[field]
    // the mTAN limit names the bank's wait (0: it did not say); other texts take no argument
    return key ? t(`errors.${key}`, { minutes: state.retryAfterMinutes ?? 0 }) : undefined
  }
  const confirming = state.step === 'confirm'
  return (
    <form action={formAction} noValidate className="grid max-w-xl gap-4">
      <input type="hidden" name="portfolio" value={portfolioId} />
      {state.problems?.form ? (
        <Alert variant="danger" data-testid="plan-error">
          <AlertDescription>{problem('form')}</AlertDescription>
        </Alert>
      ) : null}
      {confirming ? (
        <>
          <h2 className="text-xl font-semibold">{t('confirmHeading')}</h2>
          {Object.entries(state.values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="challengeId" value={state.challengeId ?? ''} />
          <p>{advisor('mtanSent', { amount: state.confirmedAmount ?? '' })}</p>
          <Field label={advisor('mtan')} error={problem('code')}>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" />
          </Field>
          <Button type="submit" loading={pending}>
            {t('confirm')}
          </Button>
        </>
      ) : (
        <>
          <fieldset className="space-y-1">
            <legend className="font-medium">{t('what')}</legend>
            {(['change', 'pause', 'resume'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="action"
                  value={choice}
                  defaultChecked={state.values.action === choice}
                />
                {t(choice)}
              </label>
            ))}
          </fieldset>
          <Field label={t('amount')} error={problem('amount')}>
            <Input name="amount" inputMode="decimal" defaultValue={state.values.amount} />
          </Field>
          <Field label={t('day')} hint={t('dayHint')} error={problem('day')}>
            <Input name="day" inputMode="numeric" defaultValue={state.values.day} />
          </Field>
          <Field label={t('pauseUntil')} error={problem('pauseUntil')}>
            <Input name="pauseUntil" type="date" defaultValue={state.values.pauseUntil} />
          </Field>
          <Button type="submit" loading={pending}>
            {t('continue')}
          </Button>
        </>
      )}
    </form>
  )
}
