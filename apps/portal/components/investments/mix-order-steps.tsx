import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import type { Holding } from '@portal/domain/investments/etf'
import { assessSuitability, checkRequestedClass } from '@portal/domain/investments/suitability'
import { suitabilityQuestions } from '@portal/domain/investments/suitability-answers'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'
import { readAnswers } from '@/lib/investments/advisor-order'
import { AdvisorOrderFlow } from './advisor-order-flow'
import { EtfWeightTable } from './etf-weight-table'
import { SuitabilityForm } from './suitability-form'

type Query = Record<string, string | string[] | undefined>

/** The configured mix as ordered: its funds and weights, and the class it counts as. */
export function MixSummary({
  holdings,
  riskClass,
}: {
  holdings: readonly Holding[]
  riskClass: PortfolioRiskClass
}) {
  const t = useTranslations('Investments')
  return (
    <div className="space-y-2" data-testid="order-mix">
      <EtfWeightTable holdings={holdings} caption={t('configurator.mixHeading')} />
      <p className="text-sm text-neutral-700" data-testid="order-mix-class">
        {t('configurator.mixClass', { class: t(`prognosis.classes.${riskClass}`) })}
      </p>
    </div>
  )
}

interface MixOrderStepsProps {
  /** The questionnaire's answers as the GET form sends them back. */
  query: Query
  holdings: readonly Holding[]
  /** The class the mix counts as (`customMixRiskClass`). */
  riskClass: PortfolioRiskClass
  /** The mix's own fields (`w_<ISIN>`), carried through every step. */
  mixFields: Record<string, string>
  canOrder: boolean
  order: Pick<ComponentProps<typeof AdvisorOrderFlow>, 'action' | 'initialState'>
  /** Shown instead of the order form to a customer who may not order. */
  notAllowed: string
}

/**
 * Ordering a configured mix in the robo advisor's steps: the suitability questions, then (when
 * the answers allow the class the mix counts as) amount and/or savings plan, the review with the
 * mix, and the mTAN. Works without JavaScript: the questions are a GET form carrying the mix.
 */
export function MixOrderSteps(props: MixOrderStepsProps) {
  const t = useTranslations('Investments')
  const { query, holdings, riskClass, mixFields, canOrder, order, notAllowed } = props
  const answers = readAnswers(query)
  const given = Object.fromEntries(
    Object.keys(suitabilityQuestions).flatMap((question) => {
      const value = query[question]
      return typeof value === 'string' ? [[question, value]] : []
    }),
  )
  const decision = answers ? checkRequestedClass(answers, riskClass) : undefined
  const summary = <MixSummary holdings={holdings} riskClass={riskClass} />
  return (
    <>
      {summary}
      <SuitabilityForm
        answers={given}
        incomplete={!answers && Object.keys(given).length > 0}
        hiddenFields={mixFields}
      />
      {answers && decision && !decision.ok ? (
        <Alert variant="danger" data-testid="class-refused">
          <AlertTitle>{t('configurator.mixRefusedTitle')}</AlertTitle>
          <AlertDescription>
            <p>
              {t('configurator.mixRefusedText', {
                class: t(`prognosis.classes.${riskClass}`),
                recommended: t(`prognosis.classes.${assessSuitability(answers).recommendedClass}`),
              })}
            </p>
            <ul className="list-disc pl-5">
              {decision.reasons.map((reason) => (
                <li key={reason}>{t(`advisor.reasons.${reason}`)}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {answers && decision?.ok ? (
        canOrder ? (
          <AdvisorOrderFlow
            answers={answers}
            riskClass={riskClass}
            hiddenFields={mixFields}
            review={summary}
            tracking={{ productId: 'custom-mix', component: 'configurator' }}
            {...order}
          />
        ) : (
          <Alert variant="info">
            <AlertDescription>{notAllowed}</AlertDescription>
          </Alert>
        )
      ) : null}
    </>
  )
}
