import { portfolioRiskClasses } from '@portal/domain/enumeration-values'
import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import type { RequestedClassDecision } from '@portal/domain/investments/suitability'
import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'

/**
 * The recommended class, a GET form to ask for another one, and the refusal with every reason
 * when the requested class is riskier than the answers allow.
 */
export function AdvisorRecommendation({
  answers,
  recommended,
  chosen,
  decision,
}: {
  answers: SuitabilityAnswers
  recommended: PortfolioRiskClass
  chosen: PortfolioRiskClass
  decision: RequestedClassDecision
}) {
  const t = useTranslations('Investments.advisor')
  const classes = useTranslations('Investments.prognosis.classes')
  return (
    <section aria-labelledby="advisor-recommendation" className="space-y-3">
      <h2
        id="advisor-recommendation"
        className="text-xl font-semibold"
        data-testid="recommendation"
      >
        {t('recommendation', { class: classes(recommended) })}
      </h2>
      <p className="text-neutral-700">{t('recommendationText')}</p>
      <form method="get" className="flex flex-wrap items-end gap-3">
        {Object.entries(answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label={t('chosenClass')} className="min-w-56">
          <NativeSelect name="riskClass" defaultValue={chosen}>
            {portfolioRiskClasses.map((riskClass) => (
              <option key={riskClass} value={riskClass}>
                {classes(riskClass)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" variant="outline">
          {t('showRecommendation')}
        </Button>
      </form>
      {decision.ok ? null : (
        <Alert variant="danger" data-testid="class-refused">
          <AlertTitle>{t('refusedTitle', { class: classes(chosen) })}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {decision.reasons.map((reason) => (
                <li key={reason}>{t(`reasons.${reason}`)}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </section>
  )
}
