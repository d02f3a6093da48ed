'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

/**
 * Password change: an mTAN first (passwords never go to the SCA service and are never sent back
 * to the browser), then the current and new password with that mTAN in one post.
 */
export function PasswordChangeForm({ action: serverAction }: { action: DataFormAction }) {
  const { t, state, action, pending, fieldError, formError } = useDataForm(serverAction)
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="password-changed">
        <AlertDescription>{t('password.done')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      {formError}
      {state.pending ? (
        <>
          <Field label={t('password.current')} error={fieldError('currentPassword')} required>
            <Input name="currentPassword" type="password" autoComplete="current-password" />
          </Field>
          <Field
            label={t('password.new')}
            hint={t('password.hint')}
            error={fieldError('newPassword')}
            required
          >
            <Input name="newPassword" type="password" autoComplete="new-password" />
          </Field>
          <Field label={t('password.repeat')} error={fieldError('confirmPassword')} required>
            <Input name="confirmPassword" type="password" autoComplete="new-password" />
          </Field>
          <ScaFields state={state} fieldError={fieldError} />
        </>
      ) : (
        <p>{t('password.start')}</p>
      )}
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {state.pending ? t('password.submit') : t('password.sendMtan')}
      </Button>
    </form>
  )
}
