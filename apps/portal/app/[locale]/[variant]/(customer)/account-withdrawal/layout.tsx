import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The payout form (amount, mTAN) reads its texts in the browser. */
export default function WithdrawalLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="withdrawal">{children}</CustomerFormTexts>
}
