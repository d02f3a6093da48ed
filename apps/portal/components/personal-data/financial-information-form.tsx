'use client'

import type { AdditionalFinancialInformation } from '@portal/domain'
import { isAnnualIncomeBand } from '@portal/domain/customer-data/income-bands'
import { localeInfos } from '@portal/domain/locales'
import { annualIncomeBands, originsOfFunds, pepStatuses } from '@portal/domain/person-codes'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import { ScaFields } from '@/components/customer/sca-fields'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { incomeBandWords } from '@/lib/personal-data/income-band-words'

type FinancialOption =
  | (typeof pepStatuses)[number]
  | (typeof originsOfFunds)[number]
  | (typeof annualIncomeBands)[number]

interface FinancialInformationFormProps {
  action: DataFormAction
  current: AdditionalFinancialInformation | null
}

/** PEP status and source of funds of the logged-in person; income bands in the market's currency. */
export function FinancialInformationForm({
  action: serverAction,
  current,
}: FinancialInformationFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const optionWords = useTranslations('CustomerData.financial.options')
  const market = localeInfos[usePortalLocale()]
  const choice = (
    name: 'pepStatus' | 'originOfFunds' | 'annualIncome',
    options: readonly FinancialOption[],
    fallback: string | null | undefined,
  ) => (
    <Field label={t(`financial.${name}`)} error={fieldError(name)} required>
      {/* Keyed by its value so that the form reset after an action keeps the choice. */}
      <NativeSelect key={value(name, fallback)} name={name} defaultValue={value(name, fallback)}>
        <option value="">{t('financial.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {isAnnualIncomeBand(option)
              ? incomeBandWords(optionWords, option, market)
              : optionWords(option)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="financial-form"
    >
      {state.done ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('financial.done')}</AlertDescription>
        </Alert>
      ) : null}
      {formError}
      {choice('pepStatus', pepStatuses, current?.pep?.status)}
      <Field
        label={t('financial.pepInfo')}
        hint={t('financial.pepInfoHint')}
        error={fieldError('pepInfo')}
      >
        <Input
          name="pepInfo"
          defaultValue={value('pepInfo', current?.pep?.additionalInfo)}
          readOnly={Boolean(state.pending)}
        />
      </Field>
      {choice('originOfFunds', originsOfFunds, current?.sourceOfFunds?.originOfFunds?.code)}
      {choice('annualIncome', annualIncomeBands, current?.sourceOfFunds?.annualIncome?.code)}
      <ScaFields state={state} fieldError={fieldError} />
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {state.pending ? t('sca.confirm') : t('financial.submit')}
      </Button>
    </form>
  )
}
