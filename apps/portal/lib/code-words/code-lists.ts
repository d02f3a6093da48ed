import { ExemptionOrderKind } from '@portal/api-clients/contracts/customer-tax'
import { referralLeadStatuses } from '@portal/api-clients/contracts/customers'
import { depotDocumentTypes } from '@portal/api-clients/contracts/documents'
import { KycCaseStatus, VerificationState } from '@portal/api-clients/contracts/kyc'
import {
  DepositStatus,
  LedgerBookingType,
  OrderStatus,
  ProlongationChoice,
} from '@portal/api-clients/contracts/savings-entities'
import { TransactionType } from '@portal/api-clients/contracts/transactions'
import * as enumerations from '@portal/domain/enumeration-values'
import * as personCodes from '@portal/domain/person-codes'

type CodeList = readonly string[]

/**
 * Every code list a page shows, each with the catalogue objects that hold its words (one per
 * place that words it). Components read these objects; `code-lists.test.ts` checks that every
 * code of every list has words in every language, and that no list of the domain is left out.
 */
export const wordedCodeLists: readonly { codes: CodeList; messages: readonly string[] }[] = [
  { codes: personCodes.courtesyTitleCodes, messages: ['CustomerData.codes.courtesyTitles'] },
  { codes: personCodes.academicTitleCodes, messages: ['CustomerData.codes.academicTitles'] },
  { codes: personCodes.genders, messages: ['CustomerData.codes.genders'] },
  { codes: personCodes.maritalStatuses, messages: ['CustomerData.codes.maritalStatuses'] },
  { codes: personCodes.professions, messages: ['CustomerData.codes.professions'] },
  { codes: personCodes.industries, messages: ['CustomerData.codes.industries'] },
  {
    codes: personCodes.pepStatuses,
    messages: ['CustomerData.codes.pepStatuses', 'CustomerData.financial.options'],
  },
  { codes: personCodes.originsOfFunds, messages: ['CustomerData.financial.options'] },
  { codes: personCodes.annualIncomeBands, messages: ['CustomerData.financial.options'] },
  {
    codes: personCodes.distributionChannels,
    messages: ['CustomerData.codes.distributionChannels'],
  },
  { codes: enumerations.accountTypes, messages: ['CustomerData.account.types'] },
  { codes: enumerations.accountStatuses, messages: ['CustomerData.account.statuses'] },
  { codes: enumerations.roleNames, messages: ['CustomerData.roles.names'] },
  { codes: enumerations.roleStatuses, messages: ['CustomerData.roles.statuses'] },
  { codes: enumerations.consentIds, messages: ['CustomerData.consents.names'] },
  {
    codes: enumerations.productTypes,
    messages: ['Offers.productType', 'OfferPage.productType', 'Savings.productTypes'],
  },
  { codes: enumerations.offerProductTypes, messages: ['Offers.tabs'] },
  {
    codes: enumerations.interestPayoutSchemes,
    messages: [
      'Offers.payout',
      'OfferPage.payoutValue',
      'Savings.deposit.payouts',
      'Money.order.payout',
    ],
  },
  {
    codes: enumerations.interestBookingIntervals.filter((code) => code !== ''),
    messages: ['Offers.booking', 'OfferPage.bookingValue'],
  },
  { codes: enumerations.interestPolicies, messages: ['Offers.policy', 'OfferPage.policyValue'] },
  {
    codes: enumerations.offerAvailabilities,
    messages: ['Offers.availability', 'OfferPage.availabilityValue'],
  },
  { codes: enumerations.productLabels, messages: ['Offers.labels', 'OfferPage.label'] },
  { codes: enumerations.institutionFeatureLabels, messages: ['InstitutionFeature'] },
  { codes: enumerations.depositInsuranceDescriptionIds, messages: ['Offers.insurance'] },
  { codes: enumerations.weekdays, messages: ['Offers.weekday', 'OfferPage.weekdayValue'] },
  { codes: enumerations.portfolioRiskClasses, messages: ['Investments.prognosis.classes'] },
  { codes: enumerations.sortKeys, messages: ['Offers.filters.sortKey'] },
  { codes: enumerations.sortOrders, messages: ['Offers.filters.sortOrder'] },
  {
    codes: LedgerBookingType.options,
    messages: ['Customer.transactions.types', 'Savings.deposit.bookingTypes'],
  },
  { codes: TransactionType.options, messages: ['Customer.transactions.types'] },
  { codes: DepositStatus.options, messages: ['Savings.statuses'] },
  { codes: OrderStatus.options, messages: ['Money.funding.status'] },
  { codes: ProlongationChoice.options, messages: ['Savings.prolongationChoices'] },
  { codes: depotDocumentTypes, messages: ['CustomerData.documents.types'] },
  { codes: KycCaseStatus.options, messages: ['CustomerData.kycCases.statuses'] },
  { codes: VerificationState.options, messages: ['CustomerData.identification.states'] },
  { codes: ExemptionOrderKind.options, messages: ['CustomerData.exemption.kinds'] },
  { codes: referralLeadStatuses, messages: ['CustomerData.leads.statuses'] },
]

/** Lists of the domain that no page shows as a value, each with the reason. */
export const unwordedCodeLists: readonly { codes: CodeList; reason: string }[] = [
  { codes: enumerations.creditRatings, reason: 'ratings are shown as the agencies write them' },
  { codes: enumerations.mandatoryConsentIds, reason: 'a subset of consentIds' },
  { codes: enumerations.promotionKinds, reason: 'shown through the tab names' },
  { codes: enumerations.mediaTypes, reason: 'file types of uploads, never shown' },
  { codes: enumerations.descriptionTypes, reason: 'how a text is encoded' },
  { codes: enumerations.descriptionDocumentIds, reason: 'keys of description documents' },
  { codes: enumerations.pageContentTypes, reason: 'content block kinds' },
  { codes: enumerations.regionMarkers, reason: 'backend regions' },
  { codes: enumerations.environments, reason: 'deployment environments' },
  { codes: enumerations.customerGroups, reason: 'analytics groups' },
]
