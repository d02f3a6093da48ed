import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AgreementPage } from '@/components/agreements/agreement-page'
import { readAgreement } from '@/lib/agreements/read-agreement'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestBasePath } from '@/lib/routing/request-href'
import { giveLiquidPensionConsent } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('agreements.liquid_pension_transfer_notice.title'), robots: { index: false } }
}

/** Consent page (spec: /liquid-pension-transfer-notice/consent): what was agreed, when, and its PDF. */
export default async function LiquidPensionConsentPage({ params }: PageProps) {
  const page = await customerPage(params, 'liquidPensionConsent')
  if (!page) return null
  const reads = await readAgreement(page.session, 'liquid_pension_transfer_notice')
  return (
    <AgreementPage
      kind="liquid_pension_transfer_notice"
      read={reads?.agreement ?? null}
      text={reads?.text ?? null}
      action={giveLiquidPensionConsent}
      basePath={await requestBasePath()}
    />
  )
}
