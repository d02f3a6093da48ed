import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The consent's agreement form reads its texts in the browser. */
export default function PensionTransferConsentLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="agreementConsent">{children}</CustomerFormTexts>
}
