'use client'

import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import type { OrderExposure } from '@/lib/ordering/order-exposure'
import { exposureWarningId } from '@/lib/ordering/order-exposure'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

/** The warning's id: the confirm button points at it, so a screen reader reads it there too. */

interface OrderExposureNoticeProps {
  exposure: OrderExposure
  bankName: string
}

/**
 * The review's deposit-guarantee check: a warning when the order would take the customer's
 * money at this bank above the scheme's limit per depositor (the order stays possible), a
 * neutral note when the exposure could not be read, nothing when it stays covered.
 */
export function OrderExposureNotice({ exposure, bankName }: OrderExposureNoticeProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Savings.orderExposure')
  if (exposure.status === 'unknown') {
    return (
      <Alert variant="info" data-testid="order-exposure-unknown">
        <AlertDescription>
          {t('unknown', { bank: bankNameAfterBankWord(bankName, locale) })}
        </AlertDescription>
      </Alert>
    )
  }
  if (exposure.status !== 'overLimit') return null
  const money = (minor: number) => formatMoney(minor, exposure.currency, locale)
  return (
    <Alert variant="warning" id={exposureWarningId} data-testid="order-exposure-warning">
      <AlertTitle>{t('title')}</AlertTitle>
      <AlertDescription>
        <p>
          {t('overLimit', {
            bank: bankNameAfterBankWord(bankName, locale),
            exposure: money(exposure.exposure),
            scheme: exposure.scheme,
            limit: money(exposure.limit),
            above: money(exposure.above),
          })}
        </p>
        <p>{t('stillAllowed')}</p>
      </AlertDescription>
    </Alert>
  )
}
