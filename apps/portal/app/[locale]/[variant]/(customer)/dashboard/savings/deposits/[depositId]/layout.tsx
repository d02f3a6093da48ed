import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** A deposit's notice and prolongation forms read their texts in the browser. */
export default function DepositLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="deposit">{children}</CustomerFormTexts>
}
