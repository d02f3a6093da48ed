'use client'

import { postboxEndpointVersion, postboxV2FlagKey } from '@/lib/flags/postbox-endpoint'
import { useFlag } from './flags-provider'

/**
 * Which postbox endpoint version this user's flags select (flag baseCallingPostboxV2EndpointOnCP):
 * a hidden marker for support tools and tests, never a sentence a customer reads.
 */
export function PostboxEndpoint() {
  const version = postboxEndpointVersion(useFlag(postboxV2FlagKey, false))
  return <span hidden data-testid="postbox-endpoint" data-version={version} />
}
