import { formatAmountInput, formatMoney } from '@portal/domain/format'
import type {
  PrognosisFieldMessage,
  PrognosisMessageKey,
} from '@portal/domain/investments/prognosis-bounds'
import { prognosisBounds } from '@portal/domain/investments/prognosis-bounds'

/** The prognosis namespace's field texts: one per helper message, the hints, the monthly no-amount. */
type FieldKey = `field.${PrognosisMessageKey | 'amountHint' | 'noAmountMonthly'}`
type Translate = (key: FieldKey, values?: Record<string, string | number>) => string

/** The amount an unreadable entry's message shows, as the locale writes it: 5.000,00 in de-DE. */
const exampleAmount = 500_000

/** The helper message at a prognosis field, with its bound written as money or years. */
export function prognosisFieldText(
  t: Translate,
  message: PrognosisFieldMessage,
  field: 'oneTimeInvestment' | 'monthlySavingRate' | 'durationYears' | 'portfolioClass',
  locale: string,
): string {
  const money = (minor: number) => formatMoney(minor, prognosisBounds.currency, locale)
  switch (message.key) {
    case 'min':
    case 'max': {
      const limit = message.limit ?? 0
      return t(`field.${message.key}`, { limit: money(limit) })
    }
    case 'durationOutOfRange':
      return t('field.durationOutOfRange', {
        min: prognosisBounds.durationYears.min,
        max: prognosisBounds.durationYears.max,
      })
    case 'notANumber':
      return t('field.notANumber', {
        example: formatAmountInput(exampleAmount, prognosisBounds.currency, locale),
      })
    case 'noAmount':
      return t(field === 'oneTimeInvestment' ? 'field.noAmount' : 'field.noAmountMonthly')
    default:
      return t(`field.${message.key}`)
  }
}

/** The hint under an amount field: its allowed range (zero allowed while the other is not). */
export function amountHint(
  t: Translate,
  field: 'oneTimeInvestment' | 'monthlySavingRate',
  locale: string,
): string {
  const { min, max } = prognosisBounds[field]
  const money = (minor: number) => formatMoney(minor, prognosisBounds.currency, locale)
  return t('field.amountHint', { min: money(min), max: money(max) })
}
