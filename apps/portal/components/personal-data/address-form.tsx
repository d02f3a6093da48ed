'use client'

import type { Address } from '@portal/domain'
import { numberFirstStreetLine } from '@portal/domain/customer-data/address-lines'
import { usStates } from '@portal/domain/customer-data/us-states'
import { formatCountryName } from '@portal/domain/format'
import { addressFormatOf } from '@portal/domain/markets'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useLocale } from 'next-intl'
import { useState } from 'react'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface AddressFormProps {
  action: DataFormAction
  current: Address | null
  /** Countries offered, alpha-2. */
  countries: readonly string[]
}

/**
 * Corrects the customer's own address in the format of the chosen country's market (market
 * table): street and house number, postcode before the town; or (US) the street line with its
 * number, an optional second line, city, state and ZIP code. Each refused field says why next to it.
 */
export function AddressForm({ action: serverAction, current, countries }: AddressFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const locale = useLocale()
  // While an mTAN is pending the values it confirms stay as they are
  const locked = Boolean(state.pending)
  const [country, setCountry] = useState(value('countryCode', current?.countryCode))
  const us = addressFormatOf(country) === 'cityStateZip'
  const text = (
    name: Exclude<keyof Address, 'state'>,
    autoComplete: string,
    required = false,
    label: string = t(`address.${name}`),
    fallback: string | null | undefined = current?.[name],
  ) => (
    <Field label={label} error={fieldError(name)} required={required}>
      <Input
        name={name}
        autoComplete={autoComplete}
        defaultValue={value(name, fallback)}
        readOnly={locked}
      />
    </Field>
  )
  const stateCode = value('state', current?.state)
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
      {us ? (
        <>
          {text(
            'street',
            'address-line1',
            true,
            t('address.streetAddress'),
            current ? numberFirstStreetLine(current) : null,
          )}
          {text(
            'additionalInformation',
            'address-line2',
            false,
            t('address.addressLine2'),
            [current?.additionalInformation, current?.flatNumber].filter(Boolean).join(', '),
          )}
          {text('city', 'address-level2', true)}
          <Field label={t('address.state')} error={fieldError('state')} required>
            <NativeSelect
              key={stateCode}
              name="state"
              autoComplete="address-level1"
              defaultValue={stateCode}
              aria-readonly={locked || undefined}
            >
              <option value="">{t('address.statePlaceholder')}</option>
              {usStates.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text('postalCode', 'postal-code', true, t('address.zipCode'))}
        </>
      ) : (
        <>
          {text('street', 'address-line1', true)}
          {text('streetNumber', 'off', true)}
          {text('flatNumber', 'off')}
          {text('additionalInformation', 'address-line2')}
          {text('postalCode', 'postal-code', true)}
          {text('city', 'address-level2', true)}
        </>
      )}
      <Field label={t('address.countryCode')} error={fieldError('countryCode')} required>
        {/* Keyed by its value: after an action React resets the form, and a select goes back to the option it first rendered with (a new defaultValue is not applied), so the mTAN step would confirm another choice than the one the mTAN was sent for. */}
        <NativeSelect
          key={value('countryCode', current?.countryCode)}
          name="countryCode"
          defaultValue={value('countryCode', current?.countryCode)}
          onChange={(event) => setCountry(event.target.value)}
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
