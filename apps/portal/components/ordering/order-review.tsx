'use client'

import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { Label } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type { OrderExposure } from '@/lib/ordering/order-exposure'
import type { OrderOfferFacts } from '@/lib/ordering/order-offer-facts'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { OrderExposureNotice } from './order-exposure-notice'

interface OrderReviewProps {
  facts: OrderOfferFacts
  /** Formatted with its currency. */
  amount: string
  /** What happens at maturity, when the deposit has one. */
  prolongation?: ProlongationChoice | undefined
  /** The sheet was opened in this visit (a click or Enter on its link); true before hydration. */
  sheetOpened: boolean
  onSheetOpened: () => void
  /** Kept by the flow, so a failed confirmation does not clear the tick (React resets forms). */
  acknowledged: boolean
  onAcknowledgedChange: (acknowledged: boolean) => void
  acknowledgeError: boolean
  /** The deposit guarantee after this order; not checked (no notice) when absent. */
  exposure?: OrderExposure
}

/** The review step: what the customer is about to order, and the information sheet to read. */
export function OrderReview(props: OrderReviewProps) {
  const locale = usePortalLocale()
  const { facts, amount, sheetOpened, onSheetOpened, acknowledgeError } = props
  const { acknowledged, onAcknowledgedChange, exposure, prolongation } = props
  const tick = useRef<HTMLInputElement>(null)
  // React resets a form after its action (the tick too, controlled or not): put it back.
  useEffect(() => {
    if (tick.current) tick.current.checked = acknowledged
  })
  const t = useTranslations('Money.order')
  const savings = useTranslations('Savings')
  return (
    <div className="space-y-4" data-testid="order-review">
      <DescriptionList>
        <DescriptionItem term={t('facts.amount')}>
          <span data-testid="review-amount">{amount}</span>
        </DescriptionItem>
        <DescriptionItem term={t('facts.currency')}>
          <span data-testid="review-currency">{facts.currency}</span>
        </DescriptionItem>
        <DescriptionItem term={t('facts.rate')}>{facts.rate}</DescriptionItem>
        <DescriptionItem term={t('facts.term')}>{facts.term}</DescriptionItem>
        <DescriptionItem term={t('facts.payout')}>{facts.payout}</DescriptionItem>
        {prolongation ? (
          <DescriptionItem term={savings('prolongation.title')}>
            <span data-testid="review-prolongation">
              {savings(`prolongationChoices.${prolongation}`)}
            </span>
          </DescriptionItem>
        ) : null}
        <DescriptionItem term={t('facts.withholdingTax')}>{facts.withholdingTax}</DescriptionItem>
        <DescriptionItem term={t('facts.guarantee')}>{facts.guarantee}</DescriptionItem>
      </DescriptionList>
      {facts.foreignTo ? (
        <p className="rounded-md border border-warning p-3 text-sm" data-testid="currency-risk">
          {t('foreignCurrency', { currency: facts.currency, home: facts.foreignTo })}
        </p>
      ) : null}
      {exposure && locale ? (
        <OrderExposureNotice exposure={exposure} bankName={facts.bankName} />
      ) : null}
      {facts.sheet ? (
        <div className="space-y-2">
          <p>
            <a
              href={facts.sheet.url}
              target="_blank"
              rel="noopener"
              className="text-primary underline"
              data-testid="information-sheet"
              onClick={onSheetOpened}
            >
              {t('sheet.open', { title: facts.sheet.title })}
            </a>
          </p>
          <div className="flex items-start gap-2">
            {/* a native checkbox: the form also works before (or without) JavaScript */}
            <input
              ref={tick}
              id="order-acknowledged"
              type="checkbox"
              name="acknowledged"
              value="on"
              checked={acknowledged}
              onChange={(event) => onAcknowledgedChange(event.target.checked)}
              disabled={!sheetOpened}
              aria-invalid={acknowledgeError || undefined}
              aria-describedby="order-acknowledged-hint"
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <Label htmlFor="order-acknowledged">
              {t('sheet.acknowledge', { title: facts.sheet.title })}
            </Label>
          </div>
          <p
            id="order-acknowledged-hint"
            className={acknowledgeError ? 'text-sm text-danger' : 'text-sm text-muted-foreground'}
          >
            {acknowledgeError
              ? t('errors.notAcknowledged', { title: facts.sheet.title })
              : t('sheet.hint', { title: facts.sheet.title })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('sheet.none')}</p>
      )}
    </div>
  )
}
