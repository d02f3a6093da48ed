'use client'

import type { MobileNumberExample } from '@portal/domain/customer-data/mobile-number-example'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface MobileNumberFormProps {
  action: DataFormAction
  current: string | null
  /** A mobile number of the customer's country, national and international, for the hint. */
  example: MobileNumberExample | undefined
}

/**
 * New mobile number in three posts: the number (an mTAN to the current number confirms the
 * change), that mTAN, then the code sent to the new number, which proves it is the customer's.
 */
export function MobileNumberForm({
  action: serverAction,
  current,
  example,
}: MobileNumberFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const confirming = state.pending?.kind === 'confirmation' ? state.pending : null
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="mobile-changed">
        <AlertDescription>
          {t('mobile.done', { number: value('newMobileNumber') })}
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="mobile-form"
    >
      {formError}
      <p>{t('mobile.current', { number: current ?? t('userAccount.noMobile') })}</p>
      <Field
        label={t('mobile.newNumber')}
        hint={example ? t('mobile.hint', { ...example }) : undefined}
        error={fieldError('newMobileNumber')}
        required
      >
        <Input
          name="newMobileNumber"
          type="tel"
          autoComplete="tel"
          defaultValue={value('newMobileNumber')}
          readOnly={Boolean(state.pending)}
        />
      </Field>
      <ScaFields state={state} fieldError={fieldError} />
      {confirming ? (
        <div
          className="space-y-3 rounded-md border border-border p-4"
          data-testid="new-number-step"
        >
          <p role="status">{t('mobile.codeSent', { number: confirming.hint })}</p>
          <input type="hidden" name="confirmationId" value={confirming.changeId} />
          <Field label={t('mobile.newNumberCode')} error={fieldError('newNumberCode')} required>
            <Input
              name="newNumberCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Field>
        </div>
      ) : null}
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {state.pending ? t('sca.confirm') : t('mobile.submit')}
      </Button>
    </form>
  )
}
