import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { investmentsMessages } from '@/messages/client-messages'

/** The investment screens' own provider: only their namespace reaches the browser. */
export async function InvestmentsMessagesProvider({
  locale,
  children,
}: {
  locale: string
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider messages={investmentsMessages(await getMessages({ locale }))}>
      {children}
    </NextIntlClientProvider>
  )
}
