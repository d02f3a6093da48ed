'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { AmountInput, parseAmount } from '@portal/ui/amount-input'
import { Button } from '@portal/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@portal/ui/dialog'
import { Field } from '@portal/ui/field'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import {
  idleState,
  isNoticeAmountError,
  type NoticeState,
} from '@/lib/savings/deposit-action-state'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface NoticeFormProps {
  depositId: string
  /** The day the money would be available if notice is given today, formatted by the page. */
  availableLabel: string
  currency: string
  /** Where the offer allows notice on part of the balance: its least part and the balance. */
  partial: { minimum: string; balance: string } | null
  action: (previous: NoticeState, data: FormData) => Promise<NoticeState>
}

/** Gives notice on a notice account after a confirmation that names the payout day. */
export function NoticeForm(props: NoticeFormProps) {
  const { depositId, availableLabel, currency, partial, action } = props
  const t = useTranslations('Savings.notice')
  const common = useTranslations('Savings')
  const locale = useLocale()
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const [state, formAction, pending] = useActionState(action, idleState)
  const [confirming, setConfirming] = useState(false)
  const fieldError =
    state.status === 'error' && isNoticeAmountError(state.error) ? state.error : undefined
  const kept =
    state.status === 'error' && state.amount ? parseAmount(state.amount, locale, currency) : null
  const confirm = () => {
    form.current?.requestSubmit()
    setConfirming(false)
  }
  useEffect(() => {
    if (state.status === 'done') router.refresh()
  }, [state, router])

  if (state.status === 'done') {
    return (
      <Alert variant="success" data-testid="notice-done">
        <AlertDescription>
          {t('done', { date: bookingDate(state.availableOn, locale) })}
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <form ref={form} action={formAction} className="space-y-3" data-testid="notice-form">
      <input type="hidden" name="depositId" value={depositId} />
      <input type="hidden" name="currency" value={currency} />
      <p>{t('ifToday', { date: availableLabel })}</p>
      {partial ? (
        <Field
          label={t('amountLabel', { currency })}
          hint={t('amountHint', partial)}
          error={fieldError ? t(`errors.${fieldError}`, partial) : undefined}
          className="max-w-xs"
        >
          <AmountInput
            name="amount"
            locale={locale}
            currency={currency}
            defaultValue={kept?.ok ? kept.minor : null}
            data-testid="notice-amount"
          />
        </Field>
      ) : null}
      {state.status === 'error' && !fieldError ? (
        <Alert variant="danger" data-testid="notice-error">
          <AlertDescription>{t(`errors.${state.error}`)}</AlertDescription>
        </Alert>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <Button
          type="button"
          variant="outline"
          aria-busy={pending || undefined}
          onClick={() => setConfirming(true)}
        >
          {t('submit')}
        </Button>
        <DialogContent closeLabel={common('close')} data-testid="notice-confirm">
          <DialogHeader>
            <DialogTitle>{t('confirmTitle')}</DialogTitle>
            <DialogDescription>
              {t(partial ? 'confirmPartial' : 'confirmDescription', { date: availableLabel })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {common('cancel')}
              </Button>
            </DialogClose>
            {/* Submitted from here (the dialog sits outside the form); a submit button that
                closes its dialog would leave the document before the browser submits. */}
            <Button type="button" onClick={() => confirm()}>
              {t('confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  )
}
