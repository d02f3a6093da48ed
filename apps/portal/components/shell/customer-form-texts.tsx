import type { ReactNode } from 'react'
import { customerMessagePaths } from '@/messages/customer-message-paths'
import { AreaMessagesProvider } from './area-messages-provider'

/**
 * The customer area's form texts for the browser (`customerMessagePaths`), given by the layouts of
 * the folders whose pages have client forms, and by the dashboard page. The customer layout
 * itself sends only what it renders in the browser, so pages without forms ship none of them.
 */
export function CustomerFormTexts({ children }: { children: ReactNode }) {
  return <AreaMessagesProvider paths={customerMessagePaths}>{children}</AreaMessagesProvider>
}
