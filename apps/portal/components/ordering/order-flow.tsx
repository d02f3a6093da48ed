'use client'

import { formatAmountInput, formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { AmountInput, parseAmount } from '@portal/ui/amount-input'
import { Button, SubmitButton } from '@portal/ui/button'
import { Field } from '@portal/ui/field'
import { useTranslations } from 'next-intl'
import { useActionState, useMemo, useState, useSyncExternalStore } from 'react'
import {
  type ExposureBasis,
  exposureAfterOrder,
  exposureWarningId,
} from '@/lib/ordering/order-exposure'
import {
  chosenProlongation,
  initialOrderState,
  isAmountError,
  type OrderFormState,
} from '@/lib/ordering/order-form'
import type { OrderOfferFacts } from '@/lib/ordering/order-offer-facts'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { OrderProlongationField } from './order-prolongation-field'
import { OrderReview } from './order-review'

export type OrderAction = (state: OrderFormState, form: FormData) => Promise<OrderFormState>

interface OrderFlowProps {
  facts: OrderOfferFacts
  /** Generated when the page rendered: every submission of this form carries the same key. */
  idempotencyKey: string
  action: OrderAction
  initialState?: OrderFormState
  /** What the customer holds at the offer's bank, to warn above the deposit guarantee. */
  exposureBasis?: ExposureBasis
}

const noSubscription = () => () => {}
/** The amount an unreadable entry's message shows as typed in the locale: 10,000.00. */
const exampleAmount = 1_000_000

/** Amount → review → confirm. The server action checks everything again at each step. */
export function OrderFlow(props: OrderFlowProps) {
  const locale = usePortalLocale()
  const { facts, idempotencyKey, action, initialState, exposureBasis } = props
  const t = useTranslations('Money.order')
  const [state, formAction] = useActionState(action, initialState ?? initialOrderState())
  const [editing, setEditing] = useState(false)
  const [sheetOpened, setSheetOpened] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const reviewing = state.step === 'review' && !editing
  const error = state.error
  const amountError = isAmountError(error) ? error : undefined
  const formError = error && !amountError && error !== 'notAcknowledged' ? error : undefined
  const reviewedAmount = state.step === 'review' ? state.amountMinor : null
  const prolongation = chosenProlongation(facts.prolongationChoices, state.prolongation)
  const exposure = useMemo(
    () =>
      exposureBasis && reviewedAmount !== null
        ? exposureAfterOrder(exposureBasis, reviewedAmount)
        : undefined,
    [exposureBasis, reviewedAmount],
  )

  return (
    <form
      action={(form) => {
        setEditing(false)
        return formAction(form)
      }}
      className="max-w-xl space-y-4"
      data-testid="order-form"
      noValidate
    >
      <input type="hidden" name="offerId" value={facts.offerId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="intent" value={reviewing ? 'confirm' : 'review'} />
      {formError ? (
        <Alert variant="danger" data-testid="order-error">
          <AlertDescription>{t(`errors.${formError}`)}</AlertDescription>
        </Alert>
      ) : null}
      {reviewing ? (
        <>
          <input type="hidden" name="amount" value={state.amount} />
          {prolongation ? <input type="hidden" name="prolongation" value={prolongation} /> : null}
          <OrderReview
            facts={facts}
            amount={formatMoney(state.amountMinor, facts.currency, locale)}
            prolongation={prolongation}
            sheetOpened={sheetOpened || !hydrated}
            onSheetOpened={() => setSheetOpened(true)}
            acknowledged={acknowledged}
            onAcknowledgedChange={setAcknowledged}
            acknowledgeError={error === 'notAcknowledged'}
            exposure={exposure}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              data-testid="order-confirm"
              aria-describedby={exposure?.status === 'overLimit' ? exposureWarningId : undefined}
            >
              {t('confirm')}
            </SubmitButton>
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              {t('changeAmount')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Field
            label={t('amountLabel', { currency: facts.currency })}
            hint={t('amountHint', {
              min: formatMoney(facts.minAmount, facts.currency, locale),
              max: formatMoney(facts.maxAmount, facts.currency, locale),
            })}
            error={
              amountError
                ? t(`errors.${amountError}`, {
                    example: formatAmountInput(exampleAmount, facts.currency, locale),
                  })
                : undefined
            }
            required
          >
            <AmountInput
              name="amount"
              locale={locale}
              currency={facts.currency}
              defaultValue={typedAmount(state.amount, locale, facts.currency)}
              data-testid="order-amount"
            />
          </Field>
          {prolongation && facts.prolongationChoices.length > 1 ? (
            <OrderProlongationField choices={facts.prolongationChoices} selected={prolongation} />
          ) : null}
          <SubmitButton data-testid="order-review-button">{t('review')}</SubmitButton>
        </>
      )}
    </form>
  )
}

/** The amount typed before, for a field rendered anew (back from the review, or without JS). */
function typedAmount(text: string, locale: string, currency: string): number | null {
  const parsed = parseAmount(text, locale, currency)
  return parsed.ok ? parsed.minor : null
}
