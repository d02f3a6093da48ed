'use client'

import * as React from 'react'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog'

type ConfirmationDialogProps = {
  /** Text of the button that opens the dialog. */
  trigger: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  confirmLabel: React.ReactNode
  cancelLabel: React.ReactNode
  closeLabel: string
  /** danger for an irreversible action (closing an account), primary otherwise. */
  tone?: 'danger' | 'primary' | undefined
  /** A form action (server action) the dialog's fields are posted with. */
  action?: ((data: FormData) => void | Promise<void>) | undefined
  /** Called on confirm when there is no form action. */
  onConfirm?: (() => void) | undefined
  /** The action is running: confirm shows a spinner; the dialog closes once it is false again. */
  pending?: boolean | undefined
  /** Fields the customer fills before confirming (a reason, an acknowledgement). */
  children?: React.ReactNode
  'data-testid'?: string | undefined
}

/** An action behind a confirmation: nothing happens until "confirm" inside the dialog. */
function ConfirmationDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'danger',
  action,
  onConfirm,
  pending = false,
  children,
  'data-testid': testId,
}: ConfirmationDialogProps) {
  const [open, setOpen] = React.useState(false)
  const wasPending = React.useRef(false)
  // Closed once the action has answered, so its outcome shows on the page, not behind the dialog
  React.useEffect(() => {
    if (wasPending.current && !pending) setOpen(false)
    wasPending.current = pending
  }, [pending])
  const confirm = (event: React.FormEvent<HTMLFormElement>) => {
    if (action) return
    event.preventDefault()
    onConfirm?.()
    if (!pending) setOpen(false)
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={tone} data-testid={testId ? `${testId}-open` : undefined}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={closeLabel}
        data-slot="confirmation-dialog"
        data-testid={testId ? `${testId}-dialog` : undefined}
      >
        <form action={action} onSubmit={confirm} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
            <Button type="submit" variant={tone} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

export type { ConfirmationDialogProps }
export { ConfirmationDialog }
