import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The exemption order form reads its texts in the browser. */
export default function ExemptionOrderLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="exemptionOrder">{children}</CustomerFormTexts>
}
