import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AgreementPage } from '@/components/agreements/agreement-page'
import { readAgreement } from '@/lib/agreements/read-agreement'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestBasePath } from '@/lib/routing/request-href'
import { giveDirectDebitConsent } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('agreements.direct_debit_mandate.title'), robots: { index: false } }
}

/** Consent page (spec: /transfer-flow/direct-debit-mandate/consent): what was agreed, when, and its PDF. */
export default async function DirectDebitConsentPage({ params }: PageProps) {
  const page = await customerPage(params, 'directDebitConsent')
  if (!page) return null
  const reads = await readAgreement(page.session, 'direct_debit_mandate')
  return (
    <AgreementPage
      kind="direct_debit_mandate"
      read={reads?.agreement ?? null}
      text={reads?.text ?? null}
      action={giveDirectDebitConsent}
      basePath={await requestBasePath()}
    />
  )
}
