'use client'

import type { Address } from '@portal/domain'
import { formatCountryName } from '@portal/domain/format'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useLocale } from 'next-intl'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface AddressFormProps {
  action: DataFormAction
  current: Address | null
  /** Countries offered, alpha-2. */
  countries: readonly string[]
}

/** Corrects the customer's own address; each refused field says why next to it. */
export function AddressForm({ action: serverAction, current, countries }: AddressFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const locale = useLocale()
  // While an mTAN is pending the values it confirms stay as they are
  const locked = Boolean(state.pending)
  const text = (name: keyof Address, autoComplete: string, required = false) => (
    <Field label={t(`address.${name}`)} error={fieldError(name)} required={required}>
      <Input
        name={name}
        autoComplete={autoComplete}
        defaultValue={value(name, current?.[name])}
        readOnly={locked}
      />
    </Field>
  )
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="address-form"
    >
      {state.done ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('address.done')}</AlertDescription>
        </Alert>
      ) : null}
      {formError}
      {text('street', 'address-line1', true)}
      {text('streetNumber', 'off', true)}
      {text('flatNumber', 'off')}
      {text('additionalInformation', 'address-line2')}
      {text('postalCode', 'postal-code', true)}
      {text('city', 'address-level2', true)}
      <Field label={t('address.countryCode')} error={fieldError('countryCode')} required>
        {/* Keyed by its value: after an action React resets the form, and a select goes back to the option it first rendered with (a new defaultValue is not applied), so the mTAN step would confirm another choice than the one the mTAN was sent for. */}
        <NativeSelect
          key={value('countryCode', current?.countryCode)}
          name="countryCode"
          defaultValue={value('countryCode', current?.countryCode)}
          aria-readonly={locked || undefined}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {formatCountryName(code, locale)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <ScaFields state={state} fieldError={fieldError} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {locked ? t('sca.confirm') : t('address.submit')}
      </Button>
    </form>
  )
}
