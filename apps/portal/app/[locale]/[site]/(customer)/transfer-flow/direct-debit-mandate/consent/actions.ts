'use server'

import type { AgreementState } from '@/components/customer-data/agreement-view'
import { agree } from '@/lib/customer-data/give-agreement'

export async function giveDirectDebitConsent(
  _state: AgreementState,
  data: FormData,
): Promise<AgreementState> {
  return agree('direct_debit_mandate', 'directDebitConsent', data)
}
