import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The identification uploads read their texts in the browser. */
export default function IdentificationLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="identification">{children}</CustomerFormTexts>
}
