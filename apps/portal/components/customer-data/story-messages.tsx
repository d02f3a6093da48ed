import type { Decorator } from '@storybook/nextjs-vite'
import { NextIntlClientProvider, useMessages } from 'next-intl'
import deCustomerData from '../../messages/de/customer-data.json'
import enCustomerData from '../../messages/en/customer-data.json'

/**
 * Stories only: adds the `CustomerData` namespace to the messages the Storybook preview gives
 * every story (its catalogue predates this namespace).
 */
function WithCustomerData({ locale, children }: { locale: string; children: React.ReactNode }) {
  const messages = useMessages()
  const own = locale.startsWith('de') ? deCustomerData : enCustomerData
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...messages, ...own }}
      timeZone="Europe/Berlin"
    >
      {children}
    </NextIntlClientProvider>
  )
}

export const withCustomerData: Decorator = (Story, { globals }) => (
  <WithCustomerData locale={String(globals.locale ?? 'de-de')}>
    <Story />
  </WithCustomerData>
)
