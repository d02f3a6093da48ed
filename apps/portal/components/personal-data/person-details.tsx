import type { Person } from '@portal/domain'
import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { formatCountryName } from '@portal/domain/format'
import { localeInfos } from '@portal/domain/locales'
import { Card } from '@portal/ui/card'
import { DescriptionList } from '@portal/ui/description-list'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'
import { codedAnswerWord, codeWord } from '@/lib/code-words/code-word'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { incomeAnswerWords } from '@/lib/personal-data/income-band-words'
import { AddressText } from './address-text'
import { RoleBadges } from './role-badges'

interface PersonDetailsProps {
  person: Person
  /** The logged-in user's own person. */
  own: boolean
}

/** One person of the account with every detail block of spec section 3. */
export function PersonDetails({ person, own }: PersonDetailsProps) {
  const t = useTranslations('CustomerData.person')
  const codes = useTranslations('CustomerData.codes')
  const options = useTranslations('CustomerData.financial.options')
  const format = useFormatter()
  const locale = useLocale()
  const market = localeInfos[usePortalLocale()]
  const country = (code: string | null | undefined) =>
    code ? formatCountryName(code, locale) : null
  const details = person.personalDetails
  const financial = person.additionalFinancialInformation
  const headingId = `person-${person.id}`
  return (
    <Card className="space-y-4 p-4" data-testid="person">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {person.firstName} {person.lastName}
          {own ? <span className="ml-2 text-sm font-normal">({t('you')})</span> : null}
        </h3>
        <RoleBadges roles={person.roles} />
        <h4 className="font-semibold">{t('personal')}</h4>
        <DescriptionList>
          <DetailItem
            term={t('courtesyTitle')}
            value={codeWord(codes, 'courtesyTitles', details?.courtesyTitleCode)}
          />
          <DetailItem
            term={t('academicTitle')}
            value={codeWord(codes, 'academicTitles', details?.academicTitleCode)}
          />
          <DetailItem term={t('firstName')} value={person.firstName} />
          <DetailItem term={t('lastName')} value={person.lastName} />
          <DetailItem term={t('birthName')} value={details?.birthName} />
          <DetailItem
            term={t('birthDate')}
            value={
              person.birthDate
                ? format.dateTime(new Date(person.birthDate), { dateStyle: 'long' })
                : null
            }
          />
          <DetailItem term={t('birthPlace')} value={details?.birthPlace} />
          <DetailItem term={t('birthCountry')} value={country(details?.birthCountryCode)} />
          <DetailItem term={t('nationality')} value={country(details?.nationalityPrimary)} />
          <DetailItem
            term={t('secondNationality')}
            value={country(details?.nationalitySecondary)}
          />
          <DetailItem term={t('gender')} value={codeWord(codes, 'genders', details?.gender)} />
          <DetailItem
            term={t('maritalStatus')}
            value={codeWord(codes, 'maritalStatuses', details?.maritalStatus)}
          />
          <DetailItem
            term={t('profession')}
            value={codeWord(codes, 'professions', details?.profession)}
          />
          <DetailItem
            term={t('industry')}
            value={codeWord(codes, 'industries', details?.industry)}
          />
          <DetailItem term={t('username')} value={person.username} />
          <DetailItem term={t('personId')} value={person.personId ?? person.id} />
        </DescriptionList>
        <h4 className="font-semibold">{t('addressAndContact')}</h4>
        <DescriptionList>
          <DetailItem
            term={t('address')}
            value={person.address ? <AddressText address={person.address} /> : null}
          />
          <DetailItem term={t('email')} value={person.contactDetails?.email} />
          <DetailItem term={t('phone')} value={phoneOf(person.contactDetails?.phoneNumber)} />
        </DescriptionList>
        <h4 className="font-semibold">{t('tax')}</h4>
        {person.taxDetails?.length ? (
          <DescriptionList data-testid="tax-details">
            {[...person.taxDetails]
              .sort((a, b) => a.precedence - b.precedence)
              .map((tax) => (
                <DetailItem
                  key={`${tax.countryCode}-${tax.precedence}`}
                  term={t('taxResidence', {
                    precedence: tax.precedence,
                    country: country(tax.countryCode) ?? '',
                  })}
                  value={tax.taxIdentificationNumber}
                />
              ))}
          </DescriptionList>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noTaxDetails')}</p>
        )}
        <h4 className="font-semibold">{t('financial')}</h4>
        <DescriptionList>
          <DetailItem
            term={t('pep')}
            value={codeWord(codes, 'pepStatuses', financial?.pep?.status)}
          />
          <DetailItem term={t('pepInfo')} value={financial?.pep?.additionalInfo} />
          <DetailItem
            term={t('originOfFunds')}
            value={codedAnswerWord(options, financial?.sourceOfFunds?.originOfFunds)}
          />
          <DetailItem
            term={t('annualIncome')}
            value={incomeAnswerWords(options, financial?.sourceOfFunds?.annualIncome, market)}
          />
        </DescriptionList>
      </section>
    </Card>
  )
}

const phoneOf = (stored: string | null | undefined) => (stored ? formatPhoneNumber(stored) : stored)
