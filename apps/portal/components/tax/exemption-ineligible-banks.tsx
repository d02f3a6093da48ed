import { useLocale, useTranslations } from 'next-intl'

export interface IneligibleBank {
  bankId: string
  bankName: string
  countryCode: string
}

/**
 * The customer's banks that take no exemption order, each with the reason: only a German bank
 * or branch withholds German tax, so a foreign bank pays gross and the allowance is claimed in
 * the tax return.
 */
export function ExemptionIneligibleBanks({ banks }: { banks: readonly IneligibleBank[] }) {
  const t = useTranslations('CustomerData.exemption')
  const locale = useLocale()
  if (banks.length === 0) return null
  const countries = new Intl.DisplayNames([locale], { type: 'region' })
  return (
    <div className="space-y-2" data-testid="exemption-ineligible-banks">
      <p>{t('ineligibleIntro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {banks.map((bank) => (
          <li key={bank.bankId} className="break-words" data-testid="exemption-ineligible-bank">
            {t('ineligibleBank', {
              bank: bank.bankName,
              country: countries.of(bank.countryCode) ?? bank.countryCode,
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}
