import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { requestLocale } from '@/lib/page/request-locale'
import { investmentsMessages } from '@/messages/client-messages'

/** The investment screens' own provider: only their namespace reaches the browser. */
export async function InvestmentsMessagesProvider({ children }: { children: ReactNode }) {
  const locale = await requestLocale()
  return (
    <NextIntlClientProvider messages={investmentsMessages(await getMessages({ locale }))}>
      {children}
    </NextIntlClientProvider>
  )
}
