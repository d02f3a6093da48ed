import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The data confirmation form reads its texts in the browser. */
export default function DataValidationLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="dataValidation">{children}</CustomerFormTexts>
}
