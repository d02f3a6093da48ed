import type { Preview } from '@storybook/nextjs-vite'
import { NextIntlClientProvider } from 'next-intl'
import { configure, sb } from 'storybook/test'
import type { PortalLocale } from '../i18n/locales'
import { messagesOf } from './messages'
import { setStoryLocale, timeZone } from './next-intl-server'
import '../app/globals.css'

// Server actions: every export becomes a mock; stories set results in `beforeEach`.
sb.mock(import('../app/[locale]/[variant]/(marketplace)/offer-panel-actions.tsx'))
sb.mock(import('../app/[locale]/[variant]/(per-visitor)/us-offers/actions.ts'))
sb.mock(import('../lib/consent/actions.ts'))
sb.mock(import('../app/[locale]/[variant]/(auth)/logout/actions.ts'))

// The story tests run beside the unit tests on two cores: a transition can take longer than
// Testing Library's default second there, without anything being wrong.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  parameters: {
    layout: 'padded',
    nextjs: { appDirectory: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Portal locale of the messages',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de-de', title: 'Deutsch (de-de)' },
          { value: 'en-us', title: 'English (en-us)' },
          { value: 'en-gb', title: 'English (en-gb)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de-de' },
  decorators: [
    (Story, { globals }) => {
      const locale = (globals.locale ?? 'de-de') as PortalLocale
      setStoryLocale(locale)
      return (
        <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone={timeZone}>
          <div lang={locale}>
            <Story />
          </div>
        </NextIntlClientProvider>
      )
    },
  ],
  tags: ['autodocs'],
}

export default preview
