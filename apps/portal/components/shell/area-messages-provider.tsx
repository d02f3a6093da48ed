import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { clientMessages } from '@/messages/client-messages'

/**
 * The page-wide client texts plus the namespaces only one area of the portal reads in the
 * browser (the account forms), so that every other page ships without them.
 */
export async function AreaMessagesProvider({
  namespaces,
  children,
}: {
  namespaces: readonly string[]
  children: ReactNode
}) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  )
}
