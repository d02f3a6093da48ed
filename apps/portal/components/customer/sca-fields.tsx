'use client'

import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import type { DataFormState } from '@/lib/customer/form-state'

interface ScaFieldsProps {
  state: DataFormState
  fieldError: (name: string) => string | undefined
}

/**
 * The mTAN step of a change: shown once the service sent an mTAN bound to the values above. The
 * challenge id travels with the form so that the next post verifies it.
 */
export function ScaFields({ state, fieldError }: ScaFieldsProps) {
  const t = useTranslations('CustomerData.sca')
  if (state.pending?.kind !== 'sca') return null
  return (
    <div className="space-y-3 rounded-md border border-border p-4" data-testid="sca-step">
      <p role="status">{t('sent', { number: state.pending.hint })}</p>
      <input type="hidden" name="scaChallengeId" value={state.pending.changeId} />
      <input type="hidden" name="scaHint" value={state.pending.hint} />
      <Field label={t('mtan')} hint={t('mtanHint')} error={fieldError('mtan')} required>
        <Input
          name="mtan"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          defaultValue={state.values.mtan}
          autoFocus
        />
      </Field>
    </div>
  )
}
