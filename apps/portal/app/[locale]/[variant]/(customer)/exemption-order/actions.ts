'use server'

import { exemptionOrderProblemCodes } from '@portal/api-clients/contracts/customer-tax'
import { getExemptionOverview, putExemptionOrder } from '@/lib/backend/customer-tax'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState, formText } from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import { exemptionFields, readExemptionForm } from '@/lib/tax/exemption-form'

/** Gives or changes the exemption order at one bank for the form's tax year, with an mTAN. */
export async function saveExemptionOrder(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = Object.fromEntries(
    exemptionFields.map((name) => [name, formText(data, name).slice(0, 40)]),
  )
  const access = await authorise('file_exemption_order', 'exemptionOrder')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const taxYear = Number(formText(data, 'taxYear'))
  if (!Number.isInteger(taxYear)) return { ...emptyDataFormState, values, formError: 'notSaved' }
  const overview = await getExemptionOverview(access.session, access.bacNumber, taxYear)
  if (!overview.ok) return { ...emptyDataFormState, values, formError: 'unavailable' }
  const form = readExemptionForm(data, overview.data)
  if (!form.ok) return { ...emptyDataFormState, values, fieldErrors: form.fieldErrors }
  const body = {
    kind: form.kind,
    amountCents: form.amountCents,
    elsewhereCents: form.elsewhereCents,
  }
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'exemption_order_change',
    change: { taxYear, bankId: form.bankId, ...body },
    data,
    values,
    apply: (scaChallengeId) =>
      putExemptionOrder(access.session, access.bacNumber, taxYear, form.bankId, {
        ...body,
        scaChallengeId,
      }),
    refused: (code) => {
      const problem = exemptionOrderProblemCodes.find((known) => known === code)
      return problem
        ? { ...emptyDataFormState, values, fieldErrors: { amount: `exemption.${problem}` } }
        : undefined
    },
  })
}
