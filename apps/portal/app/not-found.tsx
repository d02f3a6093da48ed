import { getTranslations } from 'next-intl/server'
import { NotFoundContent } from '@/components/shell/not-found-content'
import { defaultLocale } from '@/i18n/locales'
import { inter } from './fonts'
import './globals.css'

// Paths outside every known locale (e.g. /xx-yy/) end here; they get the default locale's texts.
export async function generateMetadata() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' })
  return { title: t('title') }
}

export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={inter.variable}>
      <body className="bg-white font-sans text-neutral-900 antialiased">
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
          <NotFoundContent locale={defaultLocale} />
        </main>
      </body>
    </html>
  )
}
