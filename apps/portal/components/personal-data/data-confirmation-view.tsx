'use client'

import type { DataConfirmation } from '@portal/api-clients/contracts/customers'
import type { Person } from '@portal/domain'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { DescriptionList } from '@portal/ui/description-list'
import { useFormatter, useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'
import { codedAnswerWord, codeWord } from '@/lib/code-words/code-word'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'
import { AddressText } from './address-text'

interface DataConfirmationViewProps {
  person: Person
  /** The person's phone number as the pages write it (`formatPhoneNumber`, on the server). */
  phoneNumber: string | null
  /** Null when the service did not say; the customer can confirm anyway. */
  confirmation: DataConfirmation | null
  action: DataFormAction
  /** Where each part is corrected. */
  links: { address: string; financial: string; contact: string }
}

/** "Is this still right?": confirm the data as shown, or go to the page that corrects a part. */
export function DataConfirmationView({
  person,
  phoneNumber,
  confirmation,
  action: serverAction,
  links,
}: DataConfirmationViewProps) {
  const { t, state, action, pending, formError } = useDataForm(serverAction)
  const format = useFormatter()
  const codes = useTranslations('CustomerData.codes')
  const options = useTranslations('CustomerData.financial.options')
  const financial = person.additionalFinancialInformation
  return (
    <div className="space-y-6" data-testid="data-confirmation">
      {confirmation ? (
        <p data-testid="confirmation-state">
          {confirmation.confirmedAt
            ? t('validate.lastConfirmed', {
                date: format.dateTime(new Date(confirmation.confirmedAt), { dateStyle: 'long' }),
              })
            : t('validate.neverConfirmed')}{' '}
          {t(confirmation.due ? 'validate.dueNow' : 'validate.dueBy', {
            date: format.dateTime(new Date(confirmation.dueBy), { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      <DescriptionList>
        <DetailItem term={t('person.firstName')} value={person.firstName} />
        <DetailItem term={t('person.lastName')} value={person.lastName} />
        <DetailItem
          term={t('person.address')}
          value={person.address ? <AddressText address={person.address} /> : null}
        />
        <DetailItem term={t('person.email')} value={person.contactDetails?.email} />
        <DetailItem term={t('person.phone')} value={phoneNumber} />
        <DetailItem
          term={t('person.profession')}
          value={codeWord(codes, 'professions', person.personalDetails?.profession)}
        />
        <DetailItem
          term={t('person.pep')}
          value={codeWord(codes, 'pepStatuses', financial?.pep?.status)}
        />
        <DetailItem
          term={t('person.originOfFunds')}
          value={codedAnswerWord(options, financial?.sourceOfFunds?.originOfFunds)}
        />
      </DescriptionList>
      {state.done ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('validate.done')}</AlertDescription>
        </Alert>
      ) : null}
      {formError}
      <form action={action}>
        <Button type="submit" aria-busy={pending || undefined}>
          {t('validate.confirm')}
        </Button>
      </form>
      <div className="space-y-2">
        <p>{t('validate.correctIntro')}</p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <a className="text-primary underline" href={links.address}>
              {t('validate.correctAddress')}
            </a>
          </li>
          <li>
            <a className="text-primary underline" href={links.contact}>
              {t('validate.correctContact')}
            </a>
          </li>
          <li>
            <a className="text-primary underline" href={links.financial}>
              {t('validate.correctFinancial')}
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}
