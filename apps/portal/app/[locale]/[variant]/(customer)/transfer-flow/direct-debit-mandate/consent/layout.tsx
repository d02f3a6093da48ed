import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The mandate's agreement form reads its texts in the browser. */
export default function DirectDebitConsentLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="agreementConsent">{children}</CustomerFormTexts>
}
