import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The personal data forms (address, financial data, reference account) read their texts in the browser. */
export default function MyDetailsLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="myDetails">{children}</CustomerFormTexts>
}
