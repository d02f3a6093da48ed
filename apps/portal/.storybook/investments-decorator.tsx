import type { Decorator } from '@storybook/nextjs-vite'
import { NextIntlClientProvider } from 'next-intl'
import deInvestments from '../messages/de/investments.json'
import enInvestments from '../messages/en/investments.json'

/**
 * The investment screens' own provider in stories, as on the pages (InvestmentsMessagesProvider):
 * the screens read only the `Investments` namespace, in the story's locale.
 */
export const withInvestmentsMessages: Decorator = (Story, { globals }) => {
  const locale = (globals.locale as string | undefined) ?? 'de-de'
  const messages = locale.startsWith('de-') ? deInvestments : enInvestments
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Berlin">
      <Story />
    </NextIntlClientProvider>
  )
}
