import { TaxYear } from '@portal/api-clients/contracts/customer-tax'
import {
  exemptionTaxYears,
  isOfferedTaxYear,
} from '@portal/domain/customer-data/exemption-allowance'
import {
  bankTakesExemptionOrders,
  exemptionApplicantProblem,
} from '@portal/domain/customer-data/exemption-eligibility'
import { accountHasActiveRole } from '@portal/domain/customer-data/roles-of-user'
import { PageSection, Subsection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { ExemptionIneligibleBanks } from '@/components/tax/exemption-ineligible-banks'
import { ExemptionOrderForm } from '@/components/tax/exemption-order-form'
import { ExemptionOverview } from '@/components/tax/exemption-overview'
import { getExemptionOverview } from '@/lib/backend/customer-tax'
import { getSavingsOverview } from '@/lib/backend/savings'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { ownPerson } from '@/lib/personal-data/own-person'
import { requestHref } from '@/lib/routing/request-href'
import { saveExemptionOrder } from './actions'

type PageProps = {
  params: LocaleParams
  searchParams: Promise<{ taxYear?: string | string[] }>
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('exemption.title'), robots: { index: false } }
}

/** Exemption order (spec: /exemption-order): the German saver's allowance split across banks. */
export default async function ExemptionOrderPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'exemptionOrder')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const { taxYear: askedYear } = await searchParams
  // a year the service cannot answer for is not asked; the page's own bounds follow its clock
  const parsedYear = TaxYear.safeParse(askedYear)
  const taxYear = parsedYear.success ? parsedYear.data : undefined
  const account = await getAccountContext(page.session)
  // the intro speaks of "your saver's allowance": only to someone who may give an order
  const frame = (children: React.ReactNode, intro = true) => (
    <PageSection
      headingId="exemption-title"
      title={t('exemption.title')}
      intro={intro ? t('exemption.intro') : undefined}
    >
      {children}
    </PageSection>
  )
  if (!account.ok)
    return frame(
      <ServiceFailureNotice
        message={t(`errors.${accountFailureKey(account.failure)}`)}
        retryLabel={t('retry')}
      />,
    )
  if (!account.data.actions.has('file_exemption_order')) {
    return frame(<p data-testid="not-allowed">{t('exemption.notAvailable')}</p>)
  }
  // A German tax matter: no allowance, overview or form for anyone who cannot give an order
  const applicantProblem = exemptionApplicantProblem({
    accountType: account.data.customer.type,
    taxDetails: ownPerson(account.data)?.taxDetails ?? [],
  })
  if (applicantProblem) {
    return frame(
      <p data-testid="not-allowed">{t(`errors.exemption.${applicantProblem}`)}</p>,
      false,
    )
  }
  const customerId = account.data.customer.id
  const [asked, savings] = await Promise.all([
    getExemptionOverview(page.session, customerId, taxYear),
    getSavingsOverview(page.session),
  ])
  // a year outside those the page offers (the address edited by hand) shows the current one
  const overview =
    asked.ok && !isOfferedTaxYear(asked.data.taxYear, asked.data.currentTaxYear)
      ? await getExemptionOverview(page.session, customerId)
      : asked
  if (!overview.ok)
    return frame(<ServiceFailureNotice message={t('exemption.failed')} retryLabel={t('retry')} />)
  // Without the deposits the page still works; it only cannot name the banks that take none.
  const ineligible = new Map(
    (savings.ok ? savings.data.deposits : [])
      .filter((deposit) => !bankTakesExemptionOrders({ countryCode: deposit.bankCountry }))
      .map((deposit) => [
        deposit.bankId,
        { bankId: deposit.bankId, bankName: deposit.bankName, countryCode: deposit.bankCountry },
      ]),
  )
  const year = overview.data.taxYear
  const years = exemptionTaxYears(overview.data.currentTaxYear)
  return frame(
    <>
      <nav aria-label={t('exemption.years')} className="flex gap-4">
        {[year - 1, year + 1]
          .filter((other) => other >= years.first && other <= years.last)
          .map((other) => (
            <a
              key={other}
              className="text-primary underline"
              href={href('exemptionOrder', { query: { taxYear: other } })}
            >
              {t('exemption.yearLink', { year: other })}
            </a>
          ))}
      </nav>
      <ExemptionOverview overview={overview.data} />
      <ExemptionIneligibleBanks banks={[...ineligible.values()]} />
      <p className="text-sm">{t('exemption.deadlines')}</p>
      <Subsection headingId="exemption-form-title" title={t('exemption.formTitle', { year })}>
        {overview.data.eligibleBanks.length === 0 ? (
          <p data-testid="no-eligible-banks">{t('exemption.noEligibleBanks')}</p>
        ) : (
          <ExemptionOrderForm
            action={saveExemptionOrder}
            taxYear={year}
            banks={overview.data.eligibleBanks}
            jointPossible={accountHasActiveRole(account.data.customer, 'TAX_PARTNER')}
            elsewhereEuros={overview.data.elsewhereCents / 100}
          />
        )}
      </Subsection>
    </>,
  )
}
