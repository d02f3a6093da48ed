import { portfolioRiskClasses } from '@portal/domain/enumeration-values'
import { isPortfolioRiskClass } from '@portal/domain/investments/portfolio-risk-class'
import { riskClassProfile } from '@portal/domain/investments/risk-class-profile'
import { assessSuitability, checkRequestedClass } from '@portal/domain/investments/suitability'
import { suitabilityQuestions } from '@portal/domain/investments/suitability-answers'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { AdvisorOrderFlow } from '@/components/investments/advisor-order-flow'
import { initialPensionOrderState } from '@/components/investments/advisor-order-state'
import { AdvisorRecommendation } from '@/components/investments/advisor-recommendation'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { PrognosisCalculator } from '@/components/investments/prognosis-calculator'
import { RiskClassLauncher } from '@/components/investments/risk-class-launcher'
import { SuitabilityForm } from '@/components/investments/suitability-form'
import { PageSection } from '@/components/shell/page-section'
import { readAnswers } from '@/lib/investments/advisor-order'
import { investmentScreen } from '@/lib/investments/investment-screen'
import {
  evaluatePrognosis,
  prognosisDefaults,
  prognosisFormValues,
} from '@/lib/investments/prognosis-form'
import type { LocaleParams } from '@/lib/site/page-site'
import { pensionOrderAction } from './actions'

type Query = Record<string, string | string[] | undefined>

/**
 * `/dashboard/retirement/open` (de-de only): opening a pension product. The same questionnaire
 * as the robo advisor decides the suitable class; then the monthly contribution (and an optional
 * one-time amount), its prognosis over a pension horizon, and the order confirmed by an mTAN.
 */
export default async function PensionOpeningPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Query>
}) {
  const screen = await investmentScreen(params, 'retirementOpen', 'retirement')
  if (!screen) return null
  const { locale } = screen
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'Investments' })
  const answers = readAnswers(query)
  const given = Object.fromEntries(
    Object.keys(suitabilityQuestions).flatMap((question) => {
      const value = query[question]
      return typeof value === 'string' ? [[question, value]] : []
    }),
  )
  const recommended = answers ? assessSuitability(answers).recommendedClass : undefined
  const requested = typeof query.riskClass === 'string' ? query.riskClass : undefined
  const chosen = requested && isPortfolioRiskClass(requested) ? requested : recommended
  const decision = answers && chosen ? checkRequestedClass(answers, chosen) : undefined
  const values = chosen
    ? prognosisFormValues(query, prognosisDefaults.pension, chosen)
    : prognosisDefaults.pension
  return (
    <PageSection headingId="pension-open-title" title={t('pensionOpen.title')}>
      <InvestmentsMessagesProvider locale={locale}>
        <div className="space-y-8">
          <p className="text-neutral-700">{t('pensionOpen.intro')}</p>
          <SuitabilityForm answers={given} incomplete={!answers && Object.keys(given).length > 0} />
          {answers && recommended && chosen && decision ? (
            <>
              <AdvisorRecommendation
                answers={answers}
                recommended={recommended}
                chosen={chosen}
                decision={decision}
              />
              {decision.ok ? (
                <>
                  <PrognosisCalculator
                    variant="pension"
                    initialValues={values}
                    initialOutcome={evaluatePrognosis(values, locale)}
                    classes={[chosen]}
                    hiddenFields={{ ...answers, riskClass: chosen }}
                    classDetails={
                      <RiskClassLauncher
                        profiles={portfolioRiskClasses.map(riskClassProfile)}
                        initialClass={chosen}
                      />
                    }
                  />
                  {screen.access.canOrder ? (
                    <AdvisorOrderFlow
                      kind="pension"
                      answers={answers}
                      riskClass={chosen}
                      action={pensionOrderAction}
                      initialState={initialPensionOrderState}
                    />
                  ) : (
                    <Alert variant="info">
                      <AlertDescription>{t('advisor.errors.notAllowed')}</AlertDescription>
                    </Alert>
                  )}
                </>
              ) : null}
            </>
          ) : null}
        </div>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
