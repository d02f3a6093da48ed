import { marketOf } from '@portal/domain/markets'
import type { Preview } from '@storybook/nextjs-vite'
import { NextIntlClientProvider } from 'next-intl'
import { configure, sb } from 'storybook/test'
import { type PortalLocale, portalLocales } from '../i18n/locales'
import { messagesOf } from './messages'
import { setStoryLocale, timeZone } from './next-intl-server'
import { answerOwed } from './unanswered'
import '../app/globals.css'

// The portal pins the light theme on its <html> (components/shell/portal-document), so do stories
document.documentElement.dataset.puiTheme = 'light'

// Server actions: every export becomes a mock; stories set results in `beforeEach`.
sb.mock(import('../app/[locale]/[variant]/(marketplace)/offer-panel-actions.tsx'))
sb.mock(import('../app/[locale]/[variant]/(per-visitor)/us-offers/actions.ts'))
sb.mock(import('../lib/consent/actions.ts'))
sb.mock(import('../app/[locale]/[variant]/(auth)/logout/actions.ts'))

// The story tests run beside the unit tests on two cores: a transition can take longer than
// Testing Library's default second there, without anything being wrong.
configure({ asyncUtilTimeout: 5000 })

const languageName = (tag: string) =>
  new Intl.DisplayNames([tag], { type: 'language' }).of(new Intl.Locale(tag).language) ?? tag

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
        // every market of the market table, named in its own language
        items: portalLocales.map((locale) => ({
          value: locale,
          title: `${languageName(marketOf(locale).intlTag)} (${locale})`,
        })),
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
  // the cleanup runs once the story is unmounted, before the next story (of any file) renders
  beforeEach: () => answerOwed,
  tags: ['autodocs'],
}

export default preview
