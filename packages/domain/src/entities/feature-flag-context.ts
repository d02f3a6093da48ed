import { z } from 'zod'
import { InvestorStatus, InvestorType } from '../investor'

/** The key used for the flag service when no customer is known. */
export const defaultFlagContextKey = 'web-investor'

/** Attributes that are always private and never sent to the flag service. */
export const privateFlagAttributes = ['ip', 'email', 'name', 'firstName', 'lastName'] as const

/** Shape A: the context sent to the flag service (spec section 3). */
export const FlagServiceContext = z.object({
  key: z.string().min(1).default(defaultFlagContextKey),
  anonymous: z.boolean(),
  country: z.string().optional(),
  investorType: z.string().optional(),
  investorStatus: z.string().optional(),
  distributor: z.string().optional(),
  investorDomain: z.string().optional(),
  investorRegion: z.string().optional(),
  alphaInvestor: z.boolean(),
  betaInvestor: z.boolean(),
  pensionsActive: z.boolean(),
  investmentsActive: z.boolean(),
  secondary: z.string().optional(),
})
export type FlagServiceContext = z.infer<typeof FlagServiceContext>

/** Shape B: the context built from the customer account (spec section 3). */
export const CustomerFlagContext = z.object({
  customerId: z.string().min(1),
  investorCountry: z.string(),
  investorType: InvestorType,
  investorStatus: InvestorStatus,
  distributor: z.string(),
  investorRegion: z.string(),
  investorDomain: z.string(),
  isAlphaGroup: z.boolean(),
  isBetaGroup: z.boolean(),
})
export type CustomerFlagContext = z.infer<typeof CustomerFlagContext>
