'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
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
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import { idleState, type NoticeState } from '@/lib/savings/deposit-action-state'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface NoticeFormProps {
  depositId: string
  /** The day the money would be available if notice is given today, formatted by the page. */
  availableLabel: string
  action: (previous: NoticeState, data: FormData) => Promise<NoticeState>
}

/** Gives notice on a notice account after a confirmation that names the payout day. */
export function NoticeForm({ depositId, availableLabel, action }: NoticeFormProps) {
  const t = useTranslations('Savings.notice')
  const common = useTranslations('Savings')
  const locale = useLocale()
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const [state, formAction, pending] = useActionState(action, idleState)
  const [confirming, setConfirming] = useState(false)
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
      <p>{t('ifToday', { date: availableLabel })}</p>
      {state.status === 'error' ? (
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
              {t('confirmDescription', { date: availableLabel })}
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
