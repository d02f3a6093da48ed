import { annualIncomeBands, originsOfFunds, pepStatuses } from '@portal/domain/person-codes'
import { z } from 'zod'

/**
 * The financial information form: a politically exposed person (or family member or close
 * associate) must say which office; the codes are the bank's lists (customer contract's
 * FinancialInformationChangeRequest). Messages are keys of
 * `CustomerData.errors`.
 */
export const FinancialInformationChange = z
  .object({
    pepStatus: z.enum(pepStatuses, { error: 'invalidChoice' }),
    pepInfo: z.string().trim().max(500, { error: 'tooLong' }),
    originOfFunds: z.enum(originsOfFunds, { error: 'invalidChoice' }),
    annualIncome: z.enum(annualIncomeBands, { error: 'invalidChoice' }),
  })
  .superRefine((change, context) => {
    if (change.pepStatus === 'PEP' && change.pepInfo === '') {
      context.addIssue({ code: 'custom', message: 'required', path: ['pepInfo'] })
    }
  })
export type FinancialInformationChange = z.output<typeof FinancialInformationChange>

export const financialFields = ['pepStatus', 'pepInfo', 'originOfFunds', 'annualIncome'] as const
