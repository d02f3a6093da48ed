'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useAuthForm } from '../use-auth-form'
import { setPassword } from './actions'

export function SetPasswordForm() {
  const { t, state, action, pending, fieldError: error, formError } = useAuthForm(setPassword)

  return (
    <form action={action} noValidate className="flex max-w-md flex-col gap-4">
      {state.done ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('setPassword.success')}</AlertDescription>
        </Alert>
      ) : null}
      {formError}
      <Field label={t('setPassword.currentPassword')} error={error('currentPassword')} required>
        <Input name="currentPassword" type="password" autoComplete="current-password" />
      </Field>
      <Field
        label={t('setPassword.newPassword')}
        hint={t('register.passwordHint')}
        error={error('newPassword')}
        required
      >
        <Input name="newPassword" type="password" autoComplete="new-password" />
      </Field>
      <Field label={t('setPassword.confirmPassword')} error={error('confirmPassword')} required>
        <Input name="confirmPassword" type="password" autoComplete="new-password" />
      </Field>
      <Button type="submit" aria-busy={pending || undefined}>
        {t('setPassword.submit')}
      </Button>
    </form>
  )
}
