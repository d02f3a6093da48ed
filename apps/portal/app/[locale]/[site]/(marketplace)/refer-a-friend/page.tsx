import {
  ReferAFriendScreen,
  referAFriendMetadata,
} from '@/components/referral/refer-a-friend-screen'
import type { LocaleParams } from '@/lib/site/page-site'

export const generateMetadata = referAFriendMetadata

export default function ReferAFriendPage({ params }: { params: LocaleParams }) {
  return <ReferAFriendScreen params={params} />
}
