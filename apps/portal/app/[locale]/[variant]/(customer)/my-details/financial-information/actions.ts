'use server'

import { localeInfos } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { updateFinancialInformation } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import { requestLocale } from '@/lib/page/request-locale'
import {
  FinancialInformationChange,
  financialFields,
} from '@/lib/personal-data/financial-information'
import { incomeBandWords } from '@/lib/personal-data/income-band-words'

/**
 * Saves PEP status and source of funds with the texts the customer chose (the income band with
 * the amounts of the market's currency they saw), confirmed by an mTAN.
 */
export async function changeFinancialInformation(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = Object.fromEntries(financialFields.map((name) => [name, formText(data, name)]))
  const access = await authorise('change_personal_data', 'financialInformation')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const parsed = FinancialInformationChange.safeParse(values)
  if (!parsed.success) {
    return { ...emptyDataFormState, values, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const own = access.context.customer._embedded?.persons?.find(
    (person) => person.username === access.context.username,
  )
  if (!own) return { ...emptyDataFormState, values, formError: 'forbidden' }
  const t = await getTranslations('CustomerData.financial.options')
  const market = localeInfos[await requestLocale()]
  const { originOfFunds, annualIncome } = parsed.data
  const information = {
    pep: { status: parsed.data.pepStatus, additionalInfo: parsed.data.pepInfo || null },
    sourceOfFunds: {
      originOfFunds: { code: originOfFunds, displayedText: t(originOfFunds) },
      annualIncome: { code: annualIncome, displayedText: incomeBandWords(t, annualIncome, market) },
    },
  }
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'financial_information_change',
    change: { personId: own.id, ...information },
    data,
    values,
    apply: (scaChallengeId) =>
      updateFinancialInformation(access.session, access.bacNumber, own.id, {
        ...information,
        scaChallengeId,
      }),
  })
}
