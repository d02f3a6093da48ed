import { getTranslations } from 'next-intl/server'
import { PageSection } from '@/components/shell/page-section'
import { localisedPath } from '@/lib/routing/get-region'
import { pageLocale } from '@/lib/site/page-site'
import { RegisterForm } from './register-form'

export default async function RegisterPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Auth.register' })
  return (
    <PageSection headingId="register-title" title={t('title')}>
      <p className="text-neutral-700">{t('intro')}</p>
      <RegisterForm />
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <a className="text-primary underline" href={await localisedPath('/login')}>
          {t('loginLink')}
        </a>
      </p>
    </PageSection>
  )
}
