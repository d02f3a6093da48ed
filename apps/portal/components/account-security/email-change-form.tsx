'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

/** New e-mail address: confirmed by mTAN, then by the link sent to the new address. */
export function EmailChangeForm({
  action: serverAction,
  current,
}: {
  action: DataFormAction
  current: string
}) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="email-link-sent">
        <AlertDescription>{t('email.linkSent', { email: value('newEmail') })}</AlertDescription>
      </Alert>
    )
  }
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="email-form"
    >
      {formError}
      <p>{t('email.current', { email: current })}</p>
      <Field label={t('email.newEmail')} error={fieldError('newEmail')} required>
        <Input
          name="newEmail"
          type="email"
          autoComplete="email"
          defaultValue={value('newEmail')}
          readOnly={Boolean(state.pending)}
        />
      </Field>
      <ScaFields state={state} fieldError={fieldError} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {state.pending ? t('sca.confirm') : t('email.submit')}
      </Button>
    </form>
  )
}

/** The page opened from the mail's link: one button completes the change (a GET never does). */
export function EmailConfirmForm({
  action: serverAction,
  token,
}: {
  action: DataFormAction
  token: string
}) {
  const { t, state, action, pending, formError } = useDataForm(serverAction)
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="email-changed">
        <AlertDescription>
          {t('email.changed', { email: state.values.email ?? '' })}
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="email-confirm-form">
      {formError}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {t('email.confirmLink')}
      </Button>
    </form>
  )
}
