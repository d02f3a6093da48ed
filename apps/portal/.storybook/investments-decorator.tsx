import type { Decorator } from '@storybook/nextjs-vite'
import { NextIntlClientProvider } from 'next-intl'
import { isPortalLocale } from '../i18n/locales'
import { messagesOf } from './messages'

/**
 * The investment screens' own provider in stories, as on the pages (InvestmentsMessagesProvider):
 * the screens read only the `Investments` namespace, in the story's locale.
 */
export const withInvestmentsMessages: Decorator = (Story, { globals }) => {
  const requested = globals.locale as string | undefined
  const locale = requested && isPortalLocale(requested) ? requested : 'de-de'
  const messages = { Investments: messagesOf(locale).Investments ?? {} }
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Berlin">
      <Story />
    </NextIntlClientProvider>
  )
}
