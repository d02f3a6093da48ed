'use server'

import type { AgreementState } from '@/components/agreements/agreement-view'
import { agree } from '@/lib/agreements/give-agreement'

export async function giveDirectDebitConsent(
  _state: AgreementState,
  data: FormData,
): Promise<AgreementState> {
  return agree('direct_debit_mandate', 'directDebitConsent', data)
}
