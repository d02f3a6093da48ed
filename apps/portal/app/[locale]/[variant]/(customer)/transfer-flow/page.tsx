import { forwardFolderRoot } from '@/lib/customer/forward-folder-root'
import type { LocaleParams } from '@/lib/page/page-params'

/** A folder root: lands on its one page (`forwardsTo` in the route table). */
export default function TransferFlowRootPage({ params }: { params: LocaleParams }) {
  return forwardFolderRoot(params, 'transferFlow')
}
