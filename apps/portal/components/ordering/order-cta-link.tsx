'use client'

import { buttonVariants } from '@portal/ui/button'
import type { ReactNode } from 'react'
import { useTrack } from '@/components/tracking/tracking-provider'

interface OrderCtaLinkProps {
  href: string
  offerId: string
  bankId: string
  /** Which list the call to action sits in (the event's `component`). */
  component: string
  children: ReactNode
}

/** The order call to action of a customer's offer list; sends the §7 order CTA event on click. */
export function OrderCtaLink({ href, offerId, bankId, component, children }: OrderCtaLinkProps) {
  const track = useTrack()
  return (
    <a
      href={href}
      data-testid="order-cta"
      className={buttonVariants({ size: 'sm' })}
      onClick={() => track({ name: 'order_cta_click', productId: offerId, bankId, component })}
    >
      {children}
    </a>
  )
}
