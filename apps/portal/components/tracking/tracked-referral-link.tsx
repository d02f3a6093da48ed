'use client'

import type { ComponentProps } from 'react'
import { ReferralLink } from '@/components/referral/referral-link'
import { usePagesTrack } from './tracking-provider'

/** The referral link with its copy event connected to the tracker (the page is a server component). */
export function TrackedReferralLink(props: Omit<ComponentProps<typeof ReferralLink>, 'onTrack'>) {
  return <ReferralLink {...props} onTrack={usePagesTrack()} />
}
