import { Button } from '@portal/ui/button'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { pageLocale } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requireSession } from '@/lib/session/get-session'
import { switchAccount } from './actions'

export const generateMetadata = pageTitle('Auth.switchAccount.title')

export default async function SwitchAccountPage({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  const session = await requireSession('switchAccount')
  const t = await getTranslations({ locale, namespace: 'Auth.switchAccount' })

  return (
    <PageSection
      headingId="switch-title"
      title={t('title')}
      intro={t('intro', { count: session.identity.bacNumbers.length })}
    >
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
    </PageSection>
  )
}
