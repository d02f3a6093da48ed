import type { ReactNode } from 'react'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'

/** The order form reads its texts in the browser. */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return <CustomerFormTexts area="order">{children}</CustomerFormTexts>
}
