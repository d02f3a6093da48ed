'use client'

import type { AccountScheme } from '@portal/domain/customer-data/account-identifier'
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
  /** How the customer's market names accounts (market table): IBAN and BIC, or routing and account number. */
  scheme?: AccountScheme
  /** More fields inside the form, e.g. the evidence upload of a change. */
  children?: ReactNode
}

/**
 * Account holder and the account in the scheme of the customer's market: IBAN and BIC, or (US)
 * routing number, account number and bank; a refused field says which check failed.
 */
export function ReferenceAccountForm({
  action: serverAction,
  doneKey,
  submitKey,
  scheme = 'iban',
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
      {scheme === 'aba' ? (
        <>
          <Field
            label={t('referenceAccount.routingNumber')}
            hint={t('referenceAccountForm.routingNumberHint')}
            error={fieldError('routingNumber')}
            required
          >
            <Input
              name="routingNumber"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              defaultValue={value('routingNumber')}
              readOnly={locked}
            />
          </Field>
          <Field
            label={t('referenceAccount.accountNumber')}
            hint={t('referenceAccountForm.accountNumberHint')}
            error={fieldError('accountNumber')}
            required
          >
            <Input
              name="accountNumber"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              defaultValue={value('accountNumber')}
              readOnly={locked}
            />
          </Field>
          <Field
            label={t('referenceAccount.bankName')}
            hint={t('referenceAccountForm.bankNameHint')}
            error={fieldError('bankName')}
          >
            <Input
              name="bankName"
              autoComplete="off"
              defaultValue={value('bankName')}
              readOnly={locked}
            />
          </Field>
        </>
      ) : (
        <>
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
        </>
      )}
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
