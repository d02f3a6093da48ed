import { BacNumber, CountryCode, Customer, Person, ReferenceAccount } from '@portal/domain'
import { ReferralCode } from '@portal/domain/customer-data/referral-code'
import { isUsStateCode, usZipCode } from '@portal/domain/customer-data/us-states'
import { isServedLanguage } from '@portal/domain/languages'
import { addressFormatOf } from '@portal/domain/markets'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { checkedReferenceAccount, newReferenceAccountFields } from './new-reference-account'
import { ScaConfirmation } from './user-account'

export { customersServicePrefix } from '../service-prefixes'

/** `embed` value that adds all persons and reference accounts to `_embedded`. */
export const embedAllPersonsAndReferenceAccounts = 'all-persons,reference-accounts'

/** The parts `embed` understands; others are ignored. */
export const customerEmbedParts = ['all-persons', 'reference-accounts'] as const
export type CustomerEmbedPart = (typeof customerEmbedParts)[number]

/** The known parts named in an `embed` value, e.g. `all-persons,reference-accounts`. */
export function parseCustomerEmbed(embed: string | undefined): Set<CustomerEmbedPart> {
  const named = new Set((embed ?? '').split(',').map((part) => part.trim()))
  return new Set(customerEmbedParts.filter((part) => named.has(part)))
}

export const CustomerQuery = z.object({
  /** Comma-separated parts to embed, e.g. `all-persons,reference-accounts`. */
  embed: z.string().optional(),
})
export type CustomerQuery = z.input<typeof CustomerQuery>

/**
 * Customer administration (`/cas/v1`). `customerId` is the customer id or the BAC number. A
 * customer not among the token's `bac_number` answers 403 `unauthorized`; no token, 401.
 */
export const customersContract = {
  getCustomer: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId',
    auth: 'bearer',
    params: z.object({ customerId: z.string().min(1) }),
    query: CustomerQuery,
    response: Customer,
  }),
}

/** Error codes of customer-data endpoints (the normalised `code`). */
export const customerDataErrorCodes = {
  /** 403: the person's roles on the account do not allow the action (domain `mayPerform`). */
  actionNotPermitted: 'actionNotPermitted',
  /** 409: the account already has a reference account; a change goes through a KYC case. */
  referenceAccountExists: 'referenceAccountExists',
  /** 422: a reference account not in the scheme of the customer's market (an IBAN in the US). */
  wrongAccountScheme: 'wrongAccountScheme',
  /** 409: the account is still being opened; its refer-a-friend link comes once it is open. */
  accountNotOpen: 'accountNotOpen',
} as const

const customerParams = z.object({ customerId: BacNumber })
const personParams = customerParams.extend({ personId: z.string().min(1) })
const line = (max: number) => z.string().trim().min(1).max(max)
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

/**
 * A postal address as the customer edits it: text is kept as typed and shown as text. In the
 * format of its country's market (market table): a house number of its own and no state in the
 * European markets; in the US the street line carries the number, a state (USPS code) and a ZIP
 * code (5 digits or ZIP+4) are required.
 */
export const EditableAddress = z
  .object({
    street: line(100),
    streetNumber: optionalLine(20),
    additionalInformation: optionalLine(100),
    city: line(100),
    flatNumber: optionalLine(20),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: 'postal_code_invalid' }),
    state: optionalLine(2),
    countryCode: CountryCode,
  })
  .superRefine((address, context) => {
    if (addressFormatOf(address.countryCode) === 'cityStateZip') {
      if (!address.state || !isUsStateCode(address.state)) {
        context.addIssue({ code: 'custom', message: 'state_invalid', path: ['state'] })
      }
      if (!usZipCode.test(address.postalCode)) {
        context.addIssue({ code: 'custom', message: 'postal_code_invalid', path: ['postalCode'] })
      }
    } else if (!address.streetNumber) {
      context.addIssue({
        code: 'custom',
        message: 'street_number_required',
        path: ['streetNumber'],
      })
    }
  })
  .transform((address) =>
    addressFormatOf(address.countryCode) === 'cityStateZip' ? address : { ...address, state: null },
  )
export type EditableAddress = z.input<typeof EditableAddress>

/** 403 `actionNotPermitted` without `change_personal_data`; only one's own person, unless LEGAL_REPRESENTATIVE. */
export const AddressChangeRequest = ScaConfirmation.extend({ address: EditableAddress })
export type AddressChangeRequest = z.input<typeof AddressChangeRequest>

const CodedChoice = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  displayedText: z.string().trim().min(1).max(200),
})

/** A language of the market table for the bank's letters, mails, SMS and documents. */
export const CorrespondenceLanguageRequest = z.object({
  language: z.string().refine(isServedLanguage, 'unknownLanguage'),
})
export type CorrespondenceLanguageRequest = z.input<typeof CorrespondenceLanguageRequest>

export const FinancialInformationChangeRequest = ScaConfirmation.extend({
  pep: z.object({ status: z.enum(['PEP', 'NO_PEP']), additionalInfo: optionalLine(500) }),
  sourceOfFunds: z.object({ originOfFunds: CodedChoice, annualIncome: CodedChoice }),
})
export type FinancialInformationChangeRequest = z.input<typeof FinancialInformationChangeRequest>

/** `/my-data/validate`: when the customer last confirmed their data and when it is due again. */
export const DataConfirmation = z.object({
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  dueBy: z.iso.date(),
  /** True from `dueBy` on: the dashboard shows a task. */
  due: z.boolean(),
})
export type DataConfirmation = z.infer<typeof DataConfirmation>

/**
 * Something the bank still needs from the person before the account is complete: confirming
 * their data (yearly), a first reference account, or a document. Only what the person's roles let
 * them do is listed.
 */
export const OpenTaskType = z.enum([
  'confirm_data',
  'add_reference_account',
  'upload_id_document',
  'upload_proof_of_address',
])
export type OpenTaskType = z.infer<typeof OpenTaskType>

export const OpenTasks = z.object({ tasks: z.array(z.object({ type: OpenTaskType })) })
export type OpenTasks = z.infer<typeof OpenTasks>

/**
 * The first reference account (none yet) in the scheme of the customer's market: IBAN and BIC, or
 * routing and account number, checked with the domain's rules.
 */
export const InitialReferenceAccountRequest = z
  .object(newReferenceAccountFields)
  .transform(checkedReferenceAccount)
export type InitialReferenceAccountRequest = z.input<typeof InitialReferenceAccountRequest>

export const referralLeadStatuses = [
  'INVITED',
  'REGISTERED',
  'FIRST_DEPOSIT',
  'REWARDED',
  'EXPIRED',
] as const
export const ReferralLead = z.object({
  id: z.string().min(1),
  /** As the friend typed it: plain text. */
  name: z.string(),
  invitedAt: z.iso.datetime({ offset: true }),
  status: z.enum(referralLeadStatuses),
})
export type ReferralLead = z.infer<typeof ReferralLead>

/** The account's personal refer-a-friend code, for the link `register?ref=<code>`. */
export const OwnReferralCode = z.object({ code: ReferralCode })
export type OwnReferralCode = z.infer<typeof OwnReferralCode>

export const AgreementKind = z.enum(['liquid_pension_transfer_notice', 'direct_debit_mandate'])
export type AgreementKind = z.infer<typeof AgreementKind>

/**
 * The text of a consent as the bank words it now, in the reader's language and with the
 * customer's facts filled in: the portal shows exactly this beside the checkbox and sends its
 * version and language back when the customer agrees.
 */
export const AgreementText = z.object({
  kind: AgreementKind,
  version: z.string().min(1),
  /** The language it is written in (a language of the market table). */
  language: z.string().min(2),
  title: z.string().min(1),
  text: z.string().min(1),
})
export type AgreementText = z.infer<typeof AgreementText>

/** A consent the customer gave once: what was agreed, when, and its PDF in the document depot. */
export const Agreement = z.object({
  kind: AgreementKind,
  agreedAt: z.iso.datetime({ offset: true }),
  /** Exactly the text shown and agreed to; its PDF prints it. */
  text: z.string(),
  /** Version and language of the text; absent on agreements recorded before they were kept. */
  version: z.string().min(1).optional(),
  language: z.string().min(2).optional(),
  documentId: z.string().min(1).nullable(),
})
export type Agreement = z.infer<typeof Agreement>

/** Agreeing: the version and language of the text shown (409 `agreementTextChanged` if outdated). */
export const AgreementRequest = z.object({
  agreed: z.literal(true),
  version: z.string().min(1).optional(),
  language: z.string().min(2).max(8).optional(),
})

const agreementParams = customerParams.extend({ kind: AgreementKind })

/**
 * Customer data beside `getCustomer` (`/cas/v1`). Every endpoint checks the token's ownership
 * (403 `unauthorized`) and the person's roles (403 `actionNotPermitted`); changes need a verified
 * data-change SCA challenge of their purpose (403 `scaRequired`).
 */
export const customerDataContract = {
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/persons/:personId/address',
    auth: 'bearer',
    params: personParams,
    body: AddressChangeRequest,
    response: Person,
  }),
  updateFinancialInformation: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/persons/:personId/financial-information',
    auth: 'bearer',
    params: personParams,
    body: FinancialInformationChangeRequest,
    response: Person,
  }),
  /** One's own (a legal representative: any person's of the account); no SCA, as for a mail. */
  updateCorrespondenceLanguage: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/persons/:personId/correspondence-language',
    auth: 'bearer',
    params: personParams,
    body: CorrespondenceLanguageRequest,
    response: Person,
  }),
  /** The person's open tasks on the account, each at most once (the dashboard's task list). */
  getOpenTasks: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/open-tasks',
    auth: 'bearer',
    params: customerParams,
    response: OpenTasks,
  }),
  getDataConfirmation: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/data-confirmation',
    auth: 'bearer',
    params: customerParams,
    response: DataConfirmation,
  }),
  confirmData: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/data-confirmation',
    auth: 'bearer',
    params: customerParams,
    response: DataConfirmation,
  }),
  /** 201; 409 `referenceAccountExists` when there is one (change it with a KYC case). */
  setInitialReferenceAccount: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/reference-accounts',
    auth: 'bearer',
    params: customerParams,
    body: InitialReferenceAccountRequest,
    response: ReferenceAccount,
  }),
  listReferralLeads: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/referral-leads',
    auth: 'bearer',
    params: customerParams,
    response: z.object({ items: z.array(ReferralLead) }),
  }),
  /** The account's code, created on the first read and the same ever after. */
  getReferralCode: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/referral-code',
    auth: 'bearer',
    params: customerParams,
    response: OwnReferralCode,
  }),
  /** 404 `agreementNotFound` until the customer has agreed. */
  getAgreement: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/agreements/:kind',
    auth: 'bearer',
    params: agreementParams,
    response: Agreement,
  }),
  /** The text to agree to, in the `Accept-Language` asked for (else the customer's language). */
  getAgreementText: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/agreements/:kind/text',
    auth: 'bearer',
    params: agreementParams,
    response: AgreementText,
  }),
  /**
   * Records the consent with its text (the version and language shown, else the current one in
   * the reader's language) and a PDF of exactly that text; agreeing again answers the first one.
   */
  giveAgreement: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/agreements/:kind',
    auth: 'bearer',
    params: agreementParams,
    body: AgreementRequest,
    response: Agreement,
  }),
}
