import type { GuaranteeExposure } from '@portal/api-clients/contracts/savings'
import { formatLabelled, formatMoney, formatPercent } from '@portal/domain/format'
import { exposureLevel, shareOfLimitBasisPoints } from '@portal/domain/money/exposure'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Badge } from '@portal/ui/badge'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

interface GuaranteeExposureTableProps {
  exposures: readonly GuaranteeExposure[]
  /** Partner bank names by bank id. */
  bankNames: Readonly<Record<string, string>>
  /** A joint account: figures are per holder. */
  joint: boolean
}

/** 9_050 bp → "0.9050": a rate as a decimal string, without float arithmetic. */
function basisPointsAsDecimal(basisPoints: number): string {
  return `${Math.floor(basisPoints / 10_000)}.${String(basisPoints % 10_000).padStart(4, '0')}`
}

const badgeOf = {
  covered: 'success',
  nearLimit: 'warning',
  overLimit: 'danger',
  noScheme: 'neutral',
} as const

/** Per partner bank and scheme: deposits plus expected interest against the limit per depositor. */
export async function GuaranteeExposureTable(props: GuaranteeExposureTableProps) {
  const locale = await requestLocale()
  const { exposures, bankNames, joint } = props
  const t = await getTranslations({ locale, namespace: 'Savings.exposure' })
  const over = exposures.filter((entry) => exposureLevel(entry) === 'overLimit')
  const otherCurrency = exposures.reduce((sum, entry) => sum + entry.otherCurrencyDeposits, 0)
  return (
    <Subsection headingId="guarantee-exposure-title" title={t('title')}>
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      {over.length > 0 ? (
        <Alert variant="warning" data-testid="exposure-warning">
          <AlertDescription>{t('warning', { count: over.length })}</AlertDescription>
        </Alert>
      ) : null}
      {exposures.length === 0 ? (
        <p data-testid="exposure-empty">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="guarantee-exposure">
          {exposures.map((entry) => {
            const level = exposureLevel(entry)
            const share = basisPointsAsDecimal(shareOfLimitBasisPoints(entry))
            return (
              <li
                key={entry.bankId}
                className="space-y-1 rounded-lg border border-border p-4 text-sm"
                data-testid="exposure"
                data-level={level}
              >
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{bankNames[entry.bankId] ?? entry.bankId}</span>
                  <Badge variant={badgeOf[level]}>{t(`levels.${level}`)}</Badge>
                </p>
                <p className="text-muted-foreground">
                  {formatLabelled(t('scheme'), entry.scheme ?? t('levels.noScheme'), locale)}
                </p>
                <dl className="grid grid-cols-[minmax(0,1fr)_max-content] gap-x-3">
                  <dt>{t('exposure')}</dt>
                  <dd className="text-right tabular-nums" data-testid="exposure-amount">
                    {formatMoney(entry.exposure, entry.currency, locale)}
                  </dd>
                  {entry.limit === null ? null : (
                    <>
                      <dt>{t('limit')}</dt>
                      <dd className="text-right tabular-nums" data-testid="exposure-limit">
                        {formatMoney(entry.limit, entry.currency, locale)}
                      </dd>
                    </>
                  )}
                </dl>
                {entry.limit === null ? null : (
                  <p>
                    {level === 'overLimit'
                      ? t('uncovered', {
                          amount: formatMoney(entry.uncovered, entry.currency, locale),
                        })
                      : t('share', { share: formatPercent(share, locale) })}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {joint ? <p className="text-sm">{t('joint')}</p> : null}
      {otherCurrency > 0 ? (
        <p className="text-sm">{t('otherCurrency', { count: otherCurrency })}</p>
      ) : null}
    </Subsection>
  )
}
