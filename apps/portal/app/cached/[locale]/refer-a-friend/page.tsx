import {
  ReferAFriendScreen,
  referAFriendMetadata,
} from '@/components/referral/refer-a-friend-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = referAFriendMetadata

/** What app/[locale] shows for `/<locale>/refer-a-friend`; its link is on PORTAL_SITE_URL. */
export default function CachedReferAFriendPage({ params }: { params: LocaleParams }) {
  return <ReferAFriendScreen params={params} />
}
