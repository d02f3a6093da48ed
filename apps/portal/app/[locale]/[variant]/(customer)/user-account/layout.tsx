import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The login data, consent and security forms read their texts in the browser. */
export default function UserAccountLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="userAccount">{children}</CustomerFormTexts>
}
