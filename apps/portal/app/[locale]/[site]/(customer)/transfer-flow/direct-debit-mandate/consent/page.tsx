import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AgreementPage } from '@/components/customer-data/agreement-page'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
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
  return <AgreementPage page={page} kind="direct_debit_mandate" action={giveDirectDebitConsent} />
}
