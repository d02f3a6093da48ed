import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The message form and its attachment upload read their texts in the browser. */
export default function PostboxMessagesLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="postboxMessages">{children}</CustomerFormTexts>
}
