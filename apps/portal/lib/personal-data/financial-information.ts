import { z } from 'zod'

/** PEP covers the person, a family member or a close associate; the office goes in `pepInfo`. */
export const pepStatuses = ['NO_PEP', 'PEP'] as const
export const originsOfFunds = [
  'SALARY',
  'SAVINGS',
  'PENSION',
  'INHERITANCE',
  'BUSINESS_INCOME',
  'SALE_OF_PROPERTY',
  'OTHER',
] as const
export const annualIncomeBands = [
  'UNDER_25K',
  'FROM_25K_TO_50K',
  'FROM_50K_TO_100K',
  'FROM_100K_TO_250K',
  'OVER_250K',
] as const

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
