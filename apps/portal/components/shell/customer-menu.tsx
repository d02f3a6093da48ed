'use client'

import { Link } from '@portal/ui/link'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useState } from 'react'

export interface CustomerMenuLink {
  href: string
  label: string
}

export interface CustomerMenuGroup {
  id: string
  title: string
  links: CustomerMenuLink[]
}

interface CustomerMenuProps {
  /** The navigation's accessible name ("Customer area"). */
  label: string
  /** The phone's menu button. */
  menuButton: string
  groups: CustomerMenuGroup[]
  /** The current customer account, first in the bar. */
  account: ReactNode
  /** Always in the bar, on phones too: the notifications link and the one log-out. */
  actions: ReactNode
}

/** The link the address is at or below (the longest match); `page` when it is exactly there. */
function currentOf(groups: CustomerMenuGroup[], pathname: string) {
  const links = groups.flatMap((group) => group.links)
  const below = links.filter(
    (link) => pathname === link.href || pathname.startsWith(`${link.href}/`),
  )
  const best = below.sort((a, b) => b.href.length - a.href.length)[0]
  return { href: best?.href, exact: best?.href === pathname }
}

/**
 * The customer area's header: the account, the notifications and log-out in one bar, and the
 * menu grouped by job below it. On phones the menu folds behind a menu button, so the header
 * stays one line. The current page is marked `aria-current="page"` (a page below a menu entry
 * marks that entry `true`).
 */
export function CustomerMenu({ label, menuButton, groups, account, actions }: CustomerMenuProps) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  // Marked once in the browser: on the server the path may be the rewritten one.
  const [path, setPath] = useState<string | null>(null)
  useEffect(() => setPath(pathname), [pathname])
  const menuId = useId()
  const current = path === null ? { href: undefined, exact: false } : currentOf(groups, path)

  return (
    <div className="space-y-3 border-b border-neutral-200 pb-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 break-all">{account}</div>
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          <button
            type="button"
            className="rounded-sm border border-neutral-300 px-3 py-1 font-medium md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            {menuButton}
          </button>
        </div>
      </div>
      <nav id={menuId} aria-label={label} className={open ? 'block' : 'hidden md:block'}>
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          {groups.map((group) => (
            <div key={group.id}>
              <p id={`${menuId}-${group.id}`} className="mb-1 font-semibold text-neutral-700">
                {group.title}
              </p>
              <ul aria-labelledby={`${menuId}-${group.id}`} className="space-y-0.5">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      variant="nav"
                      className="px-0"
                      href={link.href}
                      aria-current={
                        link.href === current.href ? (current.exact ? 'page' : 'true') : undefined
                      }
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </div>
  )
}
