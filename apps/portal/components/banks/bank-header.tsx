import type { Bank } from '@portal/domain'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { labelColon } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { assetUrl } from '@/lib/content/asset-url'
import { requestLocale } from '@/lib/page/request-locale'
import { InstitutionFeatures } from './institution-features'

/** Logo, name, country, country credit rating and institution features of a bank. */
export async function BankHeader({ bank, tag }: { bank: Bank; tag: string }) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'BankPage' })
  const country = new Intl.DisplayNames([tag], { type: 'region' }).of(bank.countryCode)
  const logo = assetUrl(bank.logoUrl, locale)
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {logo ? (
        <img
          src={logo}
          alt={t('logoAlt', { name: bankNameAfterBankWord(bank.name, locale) })}
          width={96}
          height={96}
          className="size-24 rounded-lg border border-neutral-200 bg-white object-contain p-2"
        />
      ) : null}
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{bank.name}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-neutral-700">
          <div className="flex gap-1">
            <dt>{labelColon(t('country'), tag)}</dt>
            <dd className="font-medium" data-testid="bank-country">
              {country ?? bank.countryCode}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{labelColon(t('creditRating'), tag)}</dt>
            <dd className="font-medium" data-testid="bank-rating">
              {bank.countryCreditRating}
            </dd>
          </div>
        </dl>
        <InstitutionFeatures features={bank.institutionFeatures} label={t('featuresHeading')} />
      </div>
    </header>
  )
}
