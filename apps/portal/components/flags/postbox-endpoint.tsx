'use client'

import { useTranslations } from 'next-intl'
import { postboxEndpointVersion, postboxV2FlagKey } from '@/lib/flags/postbox-endpoint'
import { useFlag } from './flags-provider'

/** Which postbox endpoint version this user's flags select (flag baseCallingPostboxV2EndpointOnCP). */
export function PostboxEndpoint() {
  const t = useTranslations('Flags')
  const version = postboxEndpointVersion(useFlag(postboxV2FlagKey, false))
  return (
    <p data-testid="postbox-endpoint" data-version={version} className="text-sm text-neutral-700">
      {t('postboxEndpoint', { version })}
    </p>
  )
}
