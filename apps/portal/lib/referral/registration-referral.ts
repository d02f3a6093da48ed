import { ReferralCode } from '@portal/domain/customer-data/referral-code'

/** What a registration sends of the link's `ref`, and whether the link's code was unusable. */
export interface RegistrationReferral {
  referralCode?: ReferralCode
  unusable: boolean
}

/** The `ref` of the registration link, checked with the shared schema before it is sent. */
export function registrationReferral(ref: string): RegistrationReferral {
  if (ref.trim() === '') return { unusable: false }
  const parsed = ReferralCode.safeParse(ref)
  return parsed.success ? { referralCode: parsed.data, unusable: false } : { unusable: true }
}

/** The login's notice after registering: it says once when the link credited no one. */
export function registeredReason(
  referral: RegistrationReferral,
  outcome: 'recorded' | 'notApplied' | undefined,
): 'registered' | 'registeredWithoutReferral' {
  return referral.unusable || outcome === 'notApplied' ? 'registeredWithoutReferral' : 'registered'
}
