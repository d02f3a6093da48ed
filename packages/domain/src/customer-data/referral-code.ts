import { z } from 'zod'

/** Digits and capitals nobody confuses when reading a link aloud: no 0/O, 1/I/L. */
export const referralCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const referralCodeLength = 10

const referralCodePattern = new RegExp(`^[${referralCodeAlphabet}]{${referralCodeLength}}$`)

/** A customer's personal refer-a-friend code, as in `register?ref=`; read case-insensitively. */
export const ReferralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(referralCodePattern, { error: 'referral_code_invalid' })
export type ReferralCode = z.output<typeof ReferralCode>
