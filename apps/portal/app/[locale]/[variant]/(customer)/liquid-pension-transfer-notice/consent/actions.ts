'use server'

import type { AgreementState } from '@/components/agreements/agreement-view'
import { agree } from '@/lib/agreements/give-agreement'

export async function giveLiquidPensionConsent(
  _state: AgreementState,
  data: FormData,
): Promise<AgreementState> {
  return agree('liquid_pension_transfer_notice', 'liquidPensionConsent', data)
}
