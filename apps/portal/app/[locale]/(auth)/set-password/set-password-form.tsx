'use client'

import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { emptyFormState } from '../form-state'
import { setPassword } from './actions'

export function SetPasswordForm() {
  const t = useTranslations('Auth')
  const [state, action, pending] = useActionState(setPassword, emptyFormState)
  const error = (name: string) => {
    const key = state.fieldErrors[name]
    return key ? t(`errors.${key}`) : undefined
  }

  return (
    <form action={action} noValidate className="flex max-w-md flex-col gap-4">
      {state.done ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('setPassword.success')}</AlertDescription>
        </Alert>
      ) : null}
      {state.formError ? (
        <Alert variant="danger" role="alert">
          <AlertTitle>{t('errors.title')}</AlertTitle>
          <AlertDescription>{t(`errors.${state.formError}`)}</AlertDescription>
        </Alert>
      ) : null}
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
