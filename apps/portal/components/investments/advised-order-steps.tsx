import { portfolioRiskClasses } from '@portal/domain/enumeration-values'
import { isPortfolioRiskClass } from '@portal/domain/investments/portfolio-risk-class'
import { riskClassProfile } from '@portal/domain/investments/risk-class-profile'
import { assessSuitability, checkRequestedClass } from '@portal/domain/investments/suitability'
import { suitabilityQuestions } from '@portal/domain/investments/suitability-answers'
import { Alert, AlertDescription } from '@portal/ui/alert'
import type { ComponentProps } from 'react'
import { readAnswers } from '@/lib/investments/advisor-order'
import {
  evaluatePrognosis,
  prognosisDefaults,
  prognosisFormValues,
} from '@/lib/investments/prognosis-form'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { AdvisorOrderFlow } from './advisor-order-flow'
import { AdvisorRecommendation } from './advisor-recommendation'
import { PrognosisCalculator } from './prognosis-calculator'
import { RiskClassLauncher } from './risk-class-launcher'
import { SuitabilityForm } from './suitability-form'

type Query = Record<string, string | string[] | undefined>

interface AdvisedOrderStepsProps {
  /** The questionnaire's answers, the chosen class and the prognosis inputs, as a GET form sends them. */
  query: Query
  variant: 'advisor' | 'pension'
  canOrder: boolean
  order: Pick<ComponentProps<typeof AdvisorOrderFlow>, 'kind' | 'action' | 'initialState'>
  /** Shown instead of the order form to a customer who may not order. */
  notAllowed: string
}

/**
 * The robo advisor's steps, shared by the managed portfolio and the pension opening: the
 * suitability questions, the recommended (or refused) class, its prognosis and the order.
 * Works without JavaScript: every step is a GET form whose answers come back in the query.
 */
export function AdvisedOrderSteps(props: AdvisedOrderStepsProps) {
  const locale = usePortalLocale()
  const { query, variant, canOrder, order, notAllowed } = props
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
    ? prognosisFormValues(query, prognosisDefaults[variant], chosen)
    : prognosisDefaults[variant]
  return (
    <>
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
                variant={variant}
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
              {canOrder ? (
                <AdvisorOrderFlow answers={answers} riskClass={chosen} {...order} />
              ) : (
                <Alert variant="info">
                  <AlertDescription>{notAllowed}</AlertDescription>
                </Alert>
              )}
            </>
          ) : null}
        </>
      ) : null}
    </>
  )
}
