import type { Customer } from '@portal/domain'
import { formatCountryName } from '@portal/domain/format'
import { distributorCountry } from '@portal/domain/person-codes'
import { DescriptionList } from '@portal/ui/description-list'
import { Subsection } from '@portal/ui/section'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'
import { codeWord } from '@/lib/code-words/code-word'
import { AddressText } from './address-text'

/** Every field of the customer account (spec section 3, customer account). */
export function AccountSummary({ customer }: { customer: Customer }) {
  const t = useTranslations('CustomerData.account')
  const codes = useTranslations('CustomerData.codes')
  const format = useFormatter()
  const locale = useLocale()
  const distributor = distributorCountry(customer.distributorId)
  return (
    <Subsection headingId="account-title" title={t('title')}>
      <DescriptionList data-testid="account-summary">
        <DetailItem term={t('id')} value={customer.id} />
        <DetailItem term={t('partnerNo')} value={customer.legacyId?.partnerNo} />
        <DetailItem term={t('type')} value={t(`types.${customer.type}`)} />
        <DetailItem term={t('status')} value={t(`statuses.${customer.status}`)} />
        <DetailItem
          term={t('registrationDate')}
          value={format.dateTime(new Date(customer.registrationDate), { dateStyle: 'long' })}
        />
        <DetailItem
          term={t('distributorId')}
          value={
            distributor
              ? codes('distributor', { country: formatCountryName(distributor, locale) })
              : customer.distributorId
          }
        />
        <DetailItem
          term={t('distributionChannelId')}
          value={codeWord(codes, 'distributionChannels', customer.distributionChannelId)}
        />
        {customer.company ? (
          <>
            <DetailItem term={t('company')} value={customer.company.name} />
            <DetailItem term={t('legalForm')} value={customer.company.legalForm} />
            <DetailItem
              term={t('registrationNumber')}
              value={customer.company.registrationNumber}
            />
          </>
        ) : null}
        <DetailItem term={t('address')} value={<AddressText address={customer.address} />} />
        <DetailItem
          term={t('deliveryAddress')}
          value={
            customer.deliveryAddress ? (
              <AddressText address={customer.deliveryAddress} />
            ) : (
              t('sameAsAddress')
            )
          }
        />
      </DescriptionList>
    </Subsection>
  )
}
