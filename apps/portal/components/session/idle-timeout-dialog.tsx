'use client'

import { Button } from '@portal/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@portal/ui/dialog'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useTransition } from 'react'
import { logout } from '@/app/[locale]/[variant]/(auth)/logout/actions'

interface IdleTimeoutDialogProps {
  /** Milliseconds until the session ends for inactivity, measured on the server. */
  remainingMs: number
  /** The idle limit: a client-side navigation (which the middleware counts) restarts it. */
  idleMs: number
  warningMs: number
  /**
   * Where to go when the time is up: an address the middleware does not count as activity, so
   * it ends the session unless the customer acted in another tab meanwhile.
   */
  expiredHref: string
  /** Restarts the idle time on the server (a server action); resolves to the milliseconds left. */
  onStay: () => Promise<number>
}

/** Warns a minute before the inactivity limit and offers to stay logged in. */
export function IdleTimeoutDialog({
  remainingMs,
  idleMs,
  warningMs,
  expiredHref,
  onStay,
}: IdleTimeoutDialogProps) {
  const t = useTranslations('Auth.idle')
  const [deadline, setDeadline] = useState(() => Date.now() + remainingMs)
  const [now, setNow] = useState(() => Date.now())
  const [pending, startTransition] = useTransition()
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (pathname !== firstPath.current) setDeadline(Date.now() + idleMs)
  }, [pathname, idleMs])

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    if (now >= deadline) window.location.assign(expiredHref)
  }, [now, deadline, expiredHref])

  const left = Math.max(0, Math.ceil((deadline - now) / 1000))
  const stay = () =>
    startTransition(async () => {
      const ms = await onStay()
      setDeadline(Date.now() + ms)
    })

  return (
    <Dialog open={deadline - now <= warningMs}>
      <DialogContent hideCloseButton data-testid="idle-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { seconds: left })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <form action={logout}>
            <Button type="submit" variant="outline">
              {t('logout')}
            </Button>
          </form>
          <Button onClick={stay} aria-busy={pending || undefined}>
            {t('stay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
