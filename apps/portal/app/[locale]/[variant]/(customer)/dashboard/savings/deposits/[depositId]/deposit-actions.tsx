import type { Deposit } from '@portal/api-clients/contracts/savings'
import type { Offer } from '@portal/domain'
import { formatMoney } from '@portal/domain/format'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { NoticeForm } from '@/components/savings/notice-form'
import { ProlongationForm } from '@/components/savings/prolongation-form'
import { requestLocale } from '@/lib/page/request-locale'
import { canGiveNotice, noticeAvailableOn } from '@/lib/savings/notice'
import {
  canChangeProlongation,
  prolongationChoices,
  prolongationMode,
} from '@/lib/savings/prolongation'
import { bookingDate } from '@/lib/transactions/format-transaction'
import { changeProlongationAction, giveNoticeAction } from './actions'

interface DepositActionsProps {
  deposit: Deposit
  offer: Pick<Offer, 'prolongation'> | null
  today: CalendarDate
}

/** What the customer can decide on this deposit: the prolongation, or notice. */
export async function DepositActions({ deposit, offer, today }: DepositActionsProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const date = (value: string) => bookingDate(value, locale)
  if (deposit.maturityDate !== null && deposit.status === 'active') {
    const mode = offer === null ? null : prolongationMode(offer.prolongation.automatic)
    const cutoff = deposit.prolongationCutoff
    return (
      <Subsection headingId="prolongation-title" title={t('prolongation.title')}>
        <div data-testid="prolongation" data-mode={mode ?? 'unknown'}>
          {mode === null ? (
            <p>{t('deposit.termsUnavailable')}</p>
          ) : mode === 'none' ? (
            <p>{t('prolongation.none')}</p>
          ) : canChangeProlongation(deposit, mode, today) && cutoff !== null ? (
            <ProlongationForm
              depositId={deposit.id}
              current={deposit.prolongation}
              choices={prolongationChoices[mode]}
              maturityLabel={date(deposit.maturityDate)}
              cutoffLabel={date(cutoff)}
              action={changeProlongationAction}
            />
          ) : (
            <p>
              {t('prolongation.current', {
                choice: t(`prolongationChoices.${deposit.prolongation}`),
              })}{' '}
              {cutoff ? t('prolongation.closed', { date: date(cutoff) }) : null}
            </p>
          )}
        </div>
      </Subsection>
    )
  }
  if (deposit.offerProductType !== 'NOTICE') return null
  return (
    <Subsection headingId="notice-title" title={t('notice.title')}>
      <div className="space-y-3" data-testid="notice">
        {deposit.noticePeriodDays === null ? null : (
          <p>{t('notice.period', { days: deposit.noticePeriodDays })}</p>
        )}
        {deposit.status === 'notice_given' && deposit.noticeGivenOn && deposit.availableOn ? (
          <p data-testid="notice-given">
            {deposit.noticeAmount === null
              ? t('notice.given', {
                  given: date(deposit.noticeGivenOn),
                  available: date(deposit.availableOn),
                })
              : t('notice.givenPartial', {
                  amount: formatMoney(deposit.noticeAmount, deposit.currency, locale),
                  given: date(deposit.noticeGivenOn),
                  available: date(deposit.availableOn),
                })}
          </p>
        ) : canGiveNotice(deposit) ? (
          <NoticeForm
            depositId={deposit.id}
            availableLabel={date(noticeAvailableOn(deposit, today))}
            currency={deposit.currency}
            partial={
              deposit.partialNoticeMinimum === null
                ? null
                : {
                    minimum: formatMoney(deposit.partialNoticeMinimum, deposit.currency, locale),
                    balance: formatMoney(deposit.balance, deposit.currency, locale),
                  }
            }
            action={giveNoticeAction}
          />
        ) : null}
      </div>
    </Subsection>
  )
}
