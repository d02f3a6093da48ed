import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AgreementPage } from '@/components/agreements/agreement-page'
import { getAgreement } from '@/lib/backend/customers'
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
  const bacNumber = page.session.bacNumber
  return (
    <AgreementPage
      kind="liquid_pension_transfer_notice"
      read={
        bacNumber
          ? await getAgreement(page.session, bacNumber, 'liquid_pension_transfer_notice')
          : null
      }
      action={giveLiquidPensionConsent}
      basePath={await requestBasePath()}
    />
  )
}
