'use client'

import { SubmitButton } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import type { WithdrawalState } from '@/lib/money-out/withdrawal-form'
import { maxCodeAttempts } from '@/lib/money-out/withdrawal-form'

interface MtanStepProps {
  state: Extract<WithdrawalState, { step: 'code' }>
  amountText: string
  sourceLabel: string
}

/** The mTAN step: what the code confirms, the code field and what is left of the attempts. */
export function MtanStep({ state, amountText, sourceLabel }: MtanStepProps) {
  const t = useTranslations('Money.withdrawal')
  const codeError =
    state.error === 'wrongCode'
      ? t('errors.wrongCode', { left: maxCodeAttempts - state.failures })
      : state.error === 'codeFormat'
        ? t('errors.codeFormat')
        : undefined
  return (
    <div className="space-y-4" data-testid="withdrawal-code-step">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="source" value={state.source} />
      <input type="hidden" name="amount" value={state.amount} />
      <input type="hidden" name="challengeId" value={state.challengeId} />
      <input type="hidden" name="failures" value={state.failures} />
      <p data-testid="withdrawal-summary">
        {t('codeSent', { amount: amountText, source: sourceLabel })}
      </p>
      <Field label={t('codeLabel')} hint={t('codeHint')} error={codeError} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
          data-testid="withdrawal-code"
          // a new field for each wrong attempt, empty again; any other error keeps what was typed
          key={state.failures}
          defaultValue={state.code}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton data-testid="withdrawal-confirm">{t('confirm')}</SubmitButton>
        <a className="self-center text-sm text-primary underline" href="?">
          {t('startOver')}
        </a>
      </div>
    </div>
  )
}
