import { portfolioRiskClasses } from '@portal/domain/enumeration-values'
import { riskClassProfile } from '@portal/domain/investments/risk-class-profile'
import { getTranslations } from 'next-intl/server'
import {
  evaluatePrognosis,
  type PrognosisVariant,
  prognosisDefaults,
  prognosisFormValues,
} from '@/lib/investments/prognosis-form'
import { requestLocale } from '@/lib/page/request-locale'
import { InvestmentsMessagesProvider } from './investments-messages-provider'
import { PrognosisCalculator } from './prognosis-calculator'
import { RiskClassLauncher } from './risk-class-launcher'

/**
 * The prognosis of a page (server part): the values of the page's query (its defaults on a first
 * visit), the outcome computed here for the no-JavaScript form, and the risk classes dialog.
 */
export async function PrognosisSection({
  query,
  variant,
}: {
  query: Readonly<Record<string, string | string[] | undefined>>
  variant: PrognosisVariant
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Investments.prognosis' })
  const values = prognosisFormValues(query, prognosisDefaults[variant])
  const profiles = portfolioRiskClasses.map(riskClassProfile)
  return (
    <section id="prognosis" aria-labelledby="prognosis-heading" className="space-y-4">
      <header className="space-y-1">
        <h2 id="prognosis-heading" className="text-2xl font-semibold">
          {t(`heading.${variant}`)}
        </h2>
        <p className="text-neutral-700">{t('intro')}</p>
      </header>
      <InvestmentsMessagesProvider>
        <PrognosisCalculator
          variant={variant}
          initialValues={values}
          initialOutcome={evaluatePrognosis(values, locale)}
          classes={portfolioRiskClasses}
          classDetails={<RiskClassLauncher profiles={profiles} />}
        />
      </InvestmentsMessagesProvider>
    </section>
  )
}
