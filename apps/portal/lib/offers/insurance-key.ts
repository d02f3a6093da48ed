import { depositInsuranceDescriptionIds } from '@portal/domain/enumeration-values'

/** The message key of a description id: one of the spec's insurance description ids, or other. */
export function insuranceKey(
  id: string,
): (typeof depositInsuranceDescriptionIds)[number] | 'other' {
  return depositInsuranceDescriptionIds.find((known) => known === id) ?? 'other'
}
