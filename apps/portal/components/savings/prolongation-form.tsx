'use client'

import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'
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
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import { idleState, type ProlongationState } from '@/lib/savings/deposit-action-state'

interface ProlongationFormProps {
  depositId: string
  current: ProlongationChoice
  choices: readonly ProlongationChoice[]
  /** Maturity and cut-off, formatted for the locale by the page. */
  maturityLabel: string
  cutoffLabel: string
  action: (previous: ProlongationState, data: FormData) => Promise<ProlongationState>
}

/** The choice at maturity, changed only after a confirmation; the ledger checks the cut-off. */
export function ProlongationForm(props: ProlongationFormProps) {
  const { depositId, current, choices, maturityLabel, cutoffLabel, action } = props
  const t = useTranslations('Savings')
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const [state, formAction, pending] = useActionState(action, idleState)
  const saved = state.status === 'saved' ? state.choice : current
  const [choice, setChoice] = useState<ProlongationChoice>(saved)
  const [confirming, setConfirming] = useState(false)
  const confirm = () => {
    form.current?.requestSubmit()
    setConfirming(false)
  }
  useEffect(() => {
    if (state.status === 'saved') router.refresh()
  }, [state, router])

  return (
    <form ref={form} action={formAction} className="space-y-3" data-testid="prolongation-form">
      <input type="hidden" name="depositId" value={depositId} />
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('prolongation.legend')}</legend>
        {choices.map((value) => (
          <label key={value} className="flex items-start gap-2">
            <input
              type="radio"
              name="prolongation"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="mt-1 size-4 accent-primary"
            />
            <span>{t(`prolongationChoices.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground">
        {t('prolongation.cutoff', { date: cutoffLabel })}
      </p>
      {state.status === 'saved' ? (
        <Alert variant="success" data-testid="prolongation-saved">
          <AlertDescription>
            {t('prolongation.saved', { choice: t(`prolongationChoices.${state.choice}`) })}
          </AlertDescription>
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <Alert variant="danger" data-testid="prolongation-error">
          <AlertDescription>{t(`prolongation.errors.${state.error}`)}</AlertDescription>
        </Alert>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <Button
          type="button"
          variant="outline"
          aria-busy={pending || undefined}
          disabled={choice === saved}
          onClick={() => setConfirming(true)}
        >
          {t('prolongation.submit')}
        </Button>
        <DialogContent closeLabel={t('close')} data-testid="prolongation-confirm">
          <DialogHeader>
            <DialogTitle>{t('prolongation.confirmTitle')}</DialogTitle>
            <DialogDescription>
              {t('prolongation.confirmDescription', {
                date: maturityLabel,
                choice: t(`prolongationChoices.${choice}`),
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            {/* Submitted from here (the dialog sits outside the form); a submit button that
                closes its dialog would leave the document before the browser submits. */}
            <Button type="button" onClick={() => confirm()}>
              {t('prolongation.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  )
}
