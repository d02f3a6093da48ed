'use client'

import type { ComponentProps } from 'react'
import { useLoginState } from '@/lib/session/login-state-context'

type OfferOrderLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Where a visitor goes (registration). */
  visitorHref: string
  /** Where a logged-in customer goes: the offer's order flow. */
  customerHref: string
}

/**
 * The order button of the public offers table. The table is one rendering for every visitor, so
 * the server writes the visitor's link; in the browser a logged-in customer's link leads to the
 * order flow instead (the login state comes from the session's readable hint cookie).
 */
export function OfferOrderLink({ visitorHref, customerHref, ...props }: OfferOrderLinkProps) {
  const loggedIn = useLoginState() === 'logged_in'
  return <a href={loggedIn ? customerHref : visitorHref} {...props} />
}
