import { Button } from '@portal/ui/button'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { requireSession } from '@/lib/session/get-session'
import { switchAccount } from './actions'

export default async function SwitchAccountPage({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const session = await requireSession('/login/switch-account')
  const t = await getTranslations({ locale, namespace: 'Auth.switchAccount' })

  return (
    <section aria-labelledby="switch-title" className="space-y-6">
      <h1 id="switch-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="text-neutral-700">{t('intro')}</p>
      <form action={switchAccount} className="flex max-w-md flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">{t('legend')}</legend>
          {session.identity.bacNumbers.map((number) => (
            <label key={number} className="flex items-center gap-2">
              <input
                type="radio"
                name="bacNumber"
                value={number}
                defaultChecked={number === session.bacNumber}
              />
              {t('account', { number })}
            </label>
          ))}
        </fieldset>
        <Button type="submit">{t('submit')}</Button>
      </form>
    </section>
  )
}
