import { NextIntlClientProvider } from 'next-intl'
import { NotFoundContent } from '@/components/shell/not-found-content'
import { defaultLocale, messageLanguage } from '@/i18n/locales'
import { basePathOf } from '@/lib/routing/link-base'
import { loadMessages } from '@/messages/catalogue'
import './globals.css'

// Paths outside every known locale (e.g. /xx-yy/) end here, with the default locale's texts.
async function notFoundMessages() {
  const { NotFound } = await loadMessages(messageLanguage(defaultLocale))
  return { NotFound }
}

export async function generateMetadata() {
  const { NotFound } = await notFoundMessages()
  return { title: String(NotFound?.title) }
}

export default async function GlobalNotFound() {
  return (
    <html lang={defaultLocale} data-pui-theme="light">
      <body className="bg-white font-sans text-neutral-900 antialiased">
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
          <NextIntlClientProvider locale={defaultLocale} messages={await notFoundMessages()}>
            <NotFoundContent basePath={basePathOf(defaultLocale, false)} />
          </NextIntlClientProvider>
        </main>
      </body>
    </html>
  )
}
