import {
  type SuitabilityQuestion,
  suitabilityQuestions,
} from '@portal/domain/investments/suitability-answers'
import { Button } from '@portal/ui/button'
import { useTranslations } from 'next-intl'

/** The catalogue key of each question's own answers (not every answer under every question). */
type AnswerKey = {
  [Q in SuitabilityQuestion]: `answers.${Q}.${(typeof suitabilityQuestions)[Q][number]}`
}[SuitabilityQuestion]
const answerKey = (question: SuitabilityQuestion, answer: string) =>
  `answers.${question}.${answer}` as AnswerKey

/**
 * The suitability questionnaire (knowledge, experience, horizon, loss tolerance, financial
 * situation) as a GET form of radio groups: it works without JavaScript and the answers stay in
 * the address, so the recommendation below can be shared and reloaded.
 */
export function SuitabilityForm({
  answers,
  incomplete,
  hiddenFields = {},
}: {
  answers: Partial<Record<SuitabilityQuestion, string>>
  /** Some questions were sent without an answer. */
  incomplete: boolean
  /** What the answers are given for (a configured mix), sent on with them. */
  hiddenFields?: Record<string, string>
}) {
  const t = useTranslations('Investments.advisor')
  return (
    <form method="get" className="space-y-4" aria-labelledby="advisor-questions">
      <h2 id="advisor-questions" className="text-xl font-semibold">
        {t('questionsHeading')}
      </h2>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {incomplete ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('answerAll')}
        </p>
      ) : null}
      {(Object.keys(suitabilityQuestions) as SuitabilityQuestion[]).map((question) => (
        <fieldset key={question} className="space-y-1">
          <legend className="font-medium">{t(`questions.${question}`)}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {suitabilityQuestions[question].map((answer) => (
              <label key={answer} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={question}
                  value={answer}
                  defaultChecked={answers[question] === answer}
                  required
                />
                {t(answerKey(question, answer))}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit">{t('showRecommendation')}</Button>
    </form>
  )
}
