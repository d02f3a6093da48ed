import 'server-only'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import { refresh } from 'next/cache'
import type { AgreementState } from '@/components/agreements/agreement-view'
import { giveAgreement } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import type { RouteId } from '@/lib/routes'

/** Records a consent the customer ticked; only an account holder's roles may agree. */
export async function agree(
  kind: AgreementKind,
  route: RouteId,
  data: FormData,
): Promise<AgreementState> {
  if (data.get('agreed') !== 'true') return { status: 'failed' }
  const access = await authorise('order_deposit', route)
  if (!access.ok) return { status: 'failed' }
  const result = await giveAgreement(access.session, access.bacNumber, kind)
  if (!result.ok) return { status: 'failed' }
  refresh()
  return { status: 'agreed', agreement: result.data }
}
