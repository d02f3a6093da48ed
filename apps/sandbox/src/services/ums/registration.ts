import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import type { Registration, RegistrationRequest } from '@portal/api-clients/contracts/users'
import { consentIds } from '@portal/domain'
import type { MarketLanguage } from '@portal/domain/markets'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { hashPassword } from '../../auth/password-hash'
import { creditReferral } from '../../bank/customers/referral-credit'
import type { SandboxOrm } from '../../db/database'
import { consents, customerAccounts, personRoles, persons, users } from '../../db/schema'
import { ServiceError } from '../../http/service-error'

type RegistrationInput = z.output<typeof RegistrationRequest>

/**
 * Creates a user, a person and one customer account in status REGISTERED, and credits the
 * referring account when a referral code came along. A taken email gets a 409 whose message
 * does not say the address is registered.
 */
export async function registerUser(
  orm: SandboxOrm,
  input: RegistrationInput,
  now: Date,
  language?: MarketLanguage,
): Promise<Registration | ServiceError> {
  const username = input.email.trim().toLowerCase()
  const [taken] = await orm.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (taken !== undefined) return registrationNotPossible()
  const suffix = randomUUID()
  const personId = `person-${suffix}`
  const customerId = `BAC_${randomInt(2_000_000_000, 9_999_999_999)}`
  const userId = `user-${suffix}`
  const passwordHash = hashPassword(input.password, randomBytes(16))
  const referral = await orm.transaction(async (tx) => {
    await tx.insert(customerAccounts).values({
      id: customerId,
      legacyPartnerNo: String(randomInt(10_000_000, 99_999_999)),
      status: 'REGISTERED',
      type: input.accountType,
      distributorId: 'ZINSPILOT_DE',
      distributionChannelId: 'WEB',
      registrationDate: now.toISOString().slice(0, 10),
      company: null,
      // Given during onboarding; the account exists before that.
      address: {
        street: '',
        streetNumber: '',
        additionalInformation: null,
        city: '',
        flatNumber: null,
        postalCode: '',
        countryCode: 'DE',
      },
      deliveryAddress: null,
    })
    await tx.insert(persons).values({
      id: personId,
      personId: `P${randomInt(100_000_000, 999_999_999)}`,
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: null,
      username,
      personalDetails: null,
      address: null,
      contactDetails: {
        email: username,
        phoneNumber: '',
        ...(language === undefined ? {} : { correspondenceLanguage: language }),
      },
      taxDetails: [],
      additionalFinancialInformation: null,
    })
    await tx.insert(personRoles).values({
      id: `${customerId}-role-1`,
      customerId,
      personId,
      name: input.accountType === 'BUSINESS' ? 'LEGAL_REPRESENTATIVE' : 'ACCOUNT_HOLDER',
      status: 'REQUESTED',
    })
    await tx.insert(users).values({
      id: userId,
      username,
      passwordHash,
      personId,
      bacNumbers: [customerId],
      createdAt: now.toISOString(),
    })
    await tx.insert(consents).values(
      consentIds.map((id) => ({
        userId,
        id,
        name: id,
        description: id,
        legitimateInterest: id === 'cs' || id === 'legal',
        valid: id === 'cs' || id === 'legal',
      })),
    )
    if (input.referralCode === undefined) return undefined
    return creditReferral(
      tx,
      { ...input, referralCode: input.referralCode, email: username, customerId },
      now,
    )
  })
  return { userId, customerId, status: 'REGISTERED', ...(referral ? { referral } : {}) }
}

function registrationNotPossible(): ServiceError {
  return new ServiceError(
    409,
    identityErrorCodes.registrationNotPossible,
    'The registration is not possible with these details. If you already have an account, log in or reset your password.',
  )
}
