'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface ExemptionOrderFormProps {
  action: DataFormAction
  taxYear: number
  banks: readonly { bankId: string; bankName: string }[]
  /** Joint only with an active tax partner on the account. */
  jointPossible: boolean
  elsewhereEuros: number
}

/** Gives, changes or revokes (0) the order at one bank; confirmed by mTAN. */
export function ExemptionOrderForm({
  action: serverAction,
  taxYear,
  banks,
  jointPossible,
  elsewhereEuros,
}: ExemptionOrderFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const locked = Boolean(state.pending)
  if (state.done) {
    return (
      <Alert variant="success" role="status" data-testid="exemption-saved">
        <AlertDescription>{t('exemption.done')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="exemption-form"
    >
      {formError}
      <input type="hidden" name="taxYear" value={taxYear} />
      <Field label={t('exemption.bank')} error={fieldError('bankId')} required>
        {/* Keyed by its value: after an action React resets the form, and a select goes back to the option it first rendered with (a new defaultValue is not applied), so the mTAN step would confirm another choice than the one the mTAN was sent for. */}
        <NativeSelect
          key={value('bankId', banks[0]?.bankId)}
          name="bankId"
          defaultValue={value('bankId', banks[0]?.bankId)}
          aria-readonly={locked || undefined}
        >
          {banks.map((bank) => (
            <option key={bank.bankId} value={bank.bankId}>
              {bank.bankName}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t('exemption.kind')}
        hint={t('exemption.kindHint')}
        error={fieldError('kind')}
        required
      >
        <NativeSelect
          key={value('kind', 'single')}
          name="kind"
          defaultValue={value('kind', 'single')}
          aria-readonly={locked || undefined}
        >
          <option value="single">{t('exemption.kinds.single')}</option>
          {jointPossible ? <option value="joint">{t('exemption.kinds.joint')}</option> : null}
        </NativeSelect>
      </Field>
      <Field
        label={t('exemption.amountEuros')}
        hint={t('exemption.amountHint')}
        error={fieldError('amount')}
        required
      >
        <Input name="amount" inputMode="numeric" defaultValue={value('amount')} readOnly={locked} />
      </Field>
      <Field
        label={t('exemption.elsewhereEuros')}
        hint={t('exemption.elsewhereHint')}
        error={fieldError('elsewhere')}
      >
        <Input
          name="elsewhere"
          inputMode="numeric"
          defaultValue={value('elsewhere', String(elsewhereEuros))}
          readOnly={locked}
        />
      </Field>
      <ScaFields state={state} fieldError={fieldError} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {locked ? t('sca.confirm') : t('exemption.submit')}
      </Button>
    </form>
  )
}
