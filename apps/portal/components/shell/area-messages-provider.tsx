import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { clientMessages } from '@/messages/client-messages'

/**
 * The page-wide client texts plus the message paths only one area of the portal reads in the
 * browser (the account and customer forms), so that every other page ships without them.
 */
export async function AreaMessagesProvider({
  paths,
  children,
}: {
  paths: readonly string[]
  children: ReactNode
}) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={clientMessages(messages, paths)}>
      {children}
    </NextIntlClientProvider>
  )
}
