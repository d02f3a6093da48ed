import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { pageLocale } from '@/lib/page/page-params'
import { LogoutButton } from './logout-button'

export default async function LogoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Auth' })
  return (
    <PageSection headingId="logout-title" title={t('logout.title')} intro={t('logout.intro')}>
      <LogoutButton variant="primary" />
    </PageSection>
  )
}
