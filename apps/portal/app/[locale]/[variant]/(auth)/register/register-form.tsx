'use client'

import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { useAuthForm } from '@/app/[locale]/[variant]/(auth)/use-auth-form'
import { register } from './actions'

/** `referralCode`: the link's `ref` as it came; the action checks it. */
export function RegisterForm({ referralCode }: { referralCode: string }) {
  const { t, state, action, pending, fieldError: error, formError } = useAuthForm(register)

  return (
    <form action={action} noValidate className="flex max-w-md flex-col gap-4">
      {formError}
      {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
      <Field label={t('register.firstName')} error={error('firstName')} required>
        <Input name="firstName" autoComplete="given-name" defaultValue={state.values.firstName} />
      </Field>
      <Field label={t('register.lastName')} error={error('lastName')} required>
        <Input name="lastName" autoComplete="family-name" defaultValue={state.values.lastName} />
      </Field>
      <Field label={t('register.email')} error={error('email')} required>
        <Input name="email" type="email" autoComplete="email" defaultValue={state.values.email} />
      </Field>
      <Field
        label={t('register.password')}
        hint={t('register.passwordHint')}
        error={error('password')}
        required
      >
        <Input name="password" type="password" autoComplete="new-password" />
      </Field>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-sm font-medium">{t('register.accountType')}</legend>
        {(['PERSONAL', 'BUSINESS'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="accountType"
              value={type}
              defaultChecked={(state.values.accountType ?? 'PERSONAL') === type}
            />
            {t(type === 'PERSONAL' ? 'register.personal' : 'register.business')}
          </label>
        ))}
      </fieldset>
      <Button type="submit" aria-busy={pending || undefined}>
        {t('register.submit')}
      </Button>
    </form>
  )
}
