'use client'

import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { emptyFormState } from '@/app/[locale]/[variant]/(auth)/form-state'
import { useAuthForm } from '@/app/[locale]/[variant]/(auth)/use-auth-form'
import { login } from './actions'

export function LoginForm({ next }: { next: string }) {
  const {
    t,
    state,
    action,
    pending,
    fieldError: error,
    formError,
  } = useAuthForm(login, { ...emptyFormState, values: { next } })

  return (
    <form
      action={action}
      noValidate
      className="flex max-w-md flex-col gap-4"
      data-testid="login-form"
    >
      {formError}
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
