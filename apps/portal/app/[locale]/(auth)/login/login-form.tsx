'use client'

import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { emptyFormState } from '../form-state'
import { login } from './actions'

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('Auth')
  const [state, action, pending] = useActionState(login, {
    ...emptyFormState,
    values: { next },
  })
  const error = (name: string) => {
    const key = state.fieldErrors[name]
    return key ? t(`errors.${key}`) : undefined
  }

  return (
    <form
      action={action}
      noValidate
      className="flex max-w-md flex-col gap-4"
      data-testid="login-form"
    >
      {state.formError ? (
        <Alert variant="danger" role="alert">
          <AlertTitle>{t('errors.title')}</AlertTitle>
          <AlertDescription>{t(`errors.${state.formError}`)}</AlertDescription>
        </Alert>
      ) : null}
      <input type="hidden" name="next" value={state.values.next ?? next} />
      <Field label={t('login.username')} error={error('username')} required>
        <Input
          name="username"
          type="email"
          autoComplete="username"
          defaultValue={state.values.username}
        />
      </Field>
      <Field label={t('login.password')} error={error('password')} required>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" aria-busy={pending || undefined}>
        {t('login.submit')}
      </Button>
    </form>
  )
}
