import type { ReactNode } from 'react'
import { type FormTextArea, formTextPaths } from '@/messages/customer-message-paths'
import { AreaMessagesProvider } from './area-messages-provider'

/**
 * One customer area's form texts for the browser (`formTextPaths`), given by the layouts of the
 * folders whose pages have client forms, and by the dashboard page. The customer layout itself
 * sends only what it renders in the browser, so pages without forms ship none of them.
 */
export function CustomerFormTexts({ area, children }: { area: FormTextArea; children: ReactNode }) {
  return <AreaMessagesProvider paths={formTextPaths[area]}>{children}</AreaMessagesProvider>
}
