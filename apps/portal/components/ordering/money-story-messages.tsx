import type { Decorator } from '@storybook/nextjs-vite'
import { NextIntlClientProvider } from 'next-intl'
import { messagesOf } from '../../.storybook/messages'
import { timeZone } from '../../.storybook/next-intl-server'
import type { PortalLocale } from '../../i18n/locales'
import deMoney from '../../messages/de/money.json'
import enMoney from '../../messages/en/money.json'

/**
 * Stories of the money screens (ordering, money out, transactions) read the `Money` namespace,
 * which Storybook's shared catalogue does not load: this decorator adds it for the story locale.
 */
export const withMoneyMessages: Decorator = (Story, { globals }) => {
  const locale = (globals.locale ?? 'de-de') as PortalLocale
  const money = locale.startsWith('de') ? deMoney : enMoney
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...messagesOf(locale), ...money }}
      timeZone={timeZone}
    >
      <Story />
    </NextIntlClientProvider>
  )
}
