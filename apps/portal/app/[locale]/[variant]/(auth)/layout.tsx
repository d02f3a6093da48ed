import type { ReactNode } from 'react'
import { AreaMessagesProvider } from '@/components/shell/area-messages-provider'
import { accountMessagePaths } from '@/messages/customer-message-paths'

/** Login, registration, logout and password forms: the only public pages that need the Auth texts. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AreaMessagesProvider paths={accountMessagePaths}>{children}</AreaMessagesProvider>
}
