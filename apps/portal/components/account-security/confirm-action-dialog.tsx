'use client'

import { Button } from '@portal/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@portal/ui/dialog'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'

interface ConfirmActionDialogProps {
  trigger: string
  title: string
  description: string
  confirm: string
  /** The form's server action; the dialog's fields are posted with it. */
  action: (data: FormData) => void
  pending: boolean
  /** Fields the customer fills before confirming (reason, acknowledgement). */
  children?: ReactNode
  testId: string
}

/** An irreversible action behind a confirmation: nothing happens until "confirm" inside. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const t = useTranslations('CustomerData')
  const [open, setOpen] = useState(false)
  const wasPending = useRef(false)
  // Closed once the action has answered, so its outcome shows on the page, not behind the dialog
  useEffect(() => {
    if (wasPending.current && !props.pending) setOpen(false)
    wasPending.current = props.pending
  }, [props.pending])
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" data-testid={`${props.testId}-open`}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} data-testid={`${props.testId}-dialog`}>
        <form action={props.action} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" aria-busy={props.pending || undefined}>
              {props.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
