'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import type { ReactNode } from 'react'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface ReferenceAccountFormProps {
  action: DataFormAction
  /** Message key of `CustomerData.referenceAccountForm` shown when done. */
  doneKey: 'savedInitial' | 'changeRequested'
  submitKey: 'saveInitial' | 'requestChange'
  /** More fields inside the form, e.g. the evidence upload of a change. */
  children?: ReactNode
}

/** Account holder, IBAN and BIC; a refused IBAN or BIC says which check failed. */
export function ReferenceAccountForm({
  action: serverAction,
  doneKey,
  submitKey,
  children,
}: ReferenceAccountFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="reference-account-done">
        <AlertDescription>{t(`referenceAccountForm.${doneKey}`)}</AlertDescription>
      </Alert>
    )
  }
  const locked = Boolean(state.pending)
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="reference-account-form"
    >
      {formError}
      <Field
        label={t('referenceAccount.accountHolder')}
        error={fieldError('accountHolder')}
        required
      >
        <Input
          name="accountHolder"
          autoComplete="name"
          defaultValue={value('accountHolder')}
          readOnly={locked}
        />
      </Field>
      <Field
        label={t('referenceAccount.iban')}
        hint={t('referenceAccountForm.ibanHint')}
        error={fieldError('iban')}
        required
      >
        <Input
          name="iban"
          autoComplete="off"
          spellCheck={false}
          defaultValue={value('iban')}
          readOnly={locked}
        />
      </Field>
      <Field
        label={t('referenceAccount.bic')}
        hint={t('referenceAccountForm.bicHint')}
        error={fieldError('bic')}
      >
        <Input
          name="bic"
          autoComplete="off"
          spellCheck={false}
          defaultValue={value('bic')}
          readOnly={locked}
        />
      </Field>
      {children}
      {fieldError('documentIds') ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {fieldError('documentIds')}
        </p>
      ) : null}
      <ScaFields state={state} fieldError={fieldError} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {locked ? t('sca.confirm') : t(`referenceAccountForm.${submitKey}`)}
      </Button>
    </form>
  )
}
