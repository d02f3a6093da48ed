'use client'

import { Button } from '@portal/ui/button'
import { Link } from '@portal/ui/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { logout } from '@/app/[locale]/[variant]/(auth)/logout/actions'
import { isCustomerAreaPath } from '@/lib/customer/customer-area-routes'
import { hrefsFor } from '@/lib/routing/href'
import { useLoginState } from '@/lib/session/login-state-context'
import { readVisitor } from '@/lib/tracking/visitor-answer'

export interface VisitorMenuTexts {
  login: string
  customerArea: string
  logout: string
  loggedInAs: string
}

interface VisitorMenuProps {
  texts: VisitorMenuTexts
  /** The page's base path: `''` on a country host, `/<locale>` on the .com domain. */
  basePath: string
}

/**
 * The header's part that knows the visitor: log in, or the customer's name, the customer area
 * and log out. Rendered public on shared pages and completed in the browser, so those pages stay
 * one rendering for everyone; the name comes from the portal's own `/visitor` answer. In the
 * customer area, whose header has the menu and the log-out, only the name.
 */
export function VisitorMenu({ texts, basePath: base }: VisitorMenuProps) {
  const href = hrefsFor(base)
  const loggedIn = useLoginState() === 'logged_in'
  const pathname = usePathname()
  const [name, setName] = useState<string | null>(null)

  useEffect(() => {
    if (!loggedIn) return
    let current = true
    readVisitor(base).then((answer) => {
      if (current) setName(answer?.name ?? null)
    })
    return () => {
      current = false
    }
  }, [loggedIn, base])

  // The customer area's own header has the menu and the one log-out.
  const inCustomerArea = isCustomerAreaPath(pathname.slice(base.length) || '/')
  if (!loggedIn) {
    return (
      <Link variant="nav" href={href('login')}>
        {texts.login}
      </Link>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="visitor-menu">
      {name ? (
        <span className="hidden text-sm text-neutral-700 sm:inline">
          {texts.loggedInAs} <strong data-testid="visitor-name">{name}</strong>
        </span>
      ) : null}
      {inCustomerArea ? null : (
        <>
          <Link variant="nav" href={href('dashboard')}>
            {texts.customerArea}
          </Link>
          <form action={logout}>
            <Button type="submit" variant="outline" size="sm" data-testid="header-logout">
              {texts.logout}
            </Button>
          </form>
        </>
      )}
    </div>
  )
}
