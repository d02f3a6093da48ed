import {
  ReferAFriendScreen,
  referAFriendMetadata,
} from '@/components/referral/refer-a-friend-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

export const generateMetadata = referAFriendMetadata

export default function ReferAFriendPage({ params }: { params: LocaleParams }) {
  return <ReferAFriendScreen params={params} />
}
