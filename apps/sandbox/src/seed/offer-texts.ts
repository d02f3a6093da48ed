import type { Description, Document } from '@portal/domain'
import { nonResidentWithholdingTaxRate } from '@portal/domain/money/withholding-tax'
import {
  earlyTerminationText,
  offerDescriptionText,
  prolongationText,
  taxationText,
  withholdingTaxText,
} from '../bank/catalogue/offer-wording'
import type { ReaderLanguage } from '../bank/customers/reader-language'
import { documentUrl } from '../services/assets/document-paths'
import { textsIn } from '../texts/catalogues'
import { costKinds, specialFeatures } from '../texts/sandbox-texts'
import type { PartnerCountry } from './countries'
import type { OfferPlan } from './offer-plans'

/** The seed stores the bank's texts in English; readers get them in their language (offer-wording). */
const english = textsIn('en').offers
const inEnglish: ReaderLanguage = { language: 'en', tag: 'en-GB' }
const factsOf = (plan: OfferPlan, country: PartnerCountry) => ({ ...plan, country: country.code })

const withdrawable = new Set(['flexgeld', 'overnight_deposit', 'notice_account'])

export function earlyTerminationOf(plan: OfferPlan): { allowed: boolean; description: string } {
  return {
    allowed: withdrawable.has(plan.productType) || plan.termMonths === null,
    description: earlyTerminationText({ ...plan, country: '' }, english),
  }
}

/** The offer's own figure: what the bank's country withholds from savers resident elsewhere. */
export function withholdingTaxOf(country: PartnerCountry): { rate: string; description: string } {
  const rate = nonResidentWithholdingTaxRate(country.code)
  return { rate, description: withholdingTaxText(rate, country.code, undefined, inEnglish) }
}

export function taxationOf(country: PartnerCountry): string {
  return taxationText(
    country.code,
    undefined,
    nonResidentWithholdingTaxRate(country.code),
    inEnglish,
  )
}

export function prolongationOf(plan: OfferPlan, automatic: boolean) {
  return {
    automatic: plan.termMonths !== null && automatic,
    description: prolongationText({ ...plan, country: '' }, automatic, english),
  }
}

export function productInformationSheetOf(offerId: string): Document {
  return {
    id: 'description_document',
    type: 'ATTACHMENT',
    mediaType: 'application/pdf',
    title: english.documentTitles['product-information-sheet'],
    url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'product-information-sheet' }),
  }
}

export function additionalDocumentsOf(offerId: string, withChart: boolean): Document[] {
  const documents: Document[] = [
    {
      id: 'deposit_terms',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: english.documentTitles['terms-and-conditions'],
      url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'terms-and-conditions' }),
    },
  ]
  if (withChart) {
    documents.push({
      id: 'interest_rate_history',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: english.documentTitles['interest-rate-history'],
      url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'interest-rate-history' }),
    })
  }
  return documents
}

export function offerDescriptionsOf(plan: OfferPlan, country: PartnerCountry): Description[] {
  const facts = factsOf(plan, country)
  const ids: [string, Description['type']][] = [
    ['deposit_terms', 'STRING_PLAIN'],
    ['interest_payment_terms', 'STRING_HTML'],
  ]
  if (plan.termMonths === null) ids.push(['interest_rate_changes_notice', 'STRING_PLAIN'])
  if (plan.noticePeriodDays !== null) ids.push(['termination_notice', 'STRING_PLAIN'])
  return ids.map(([id, type]) => ({
    id,
    type,
    value: offerDescriptionText(id, facts, inEnglish) ?? '',
  }))
}

export const specialFeatureTexts = specialFeatures.map((key) => english.specialFeatures[key])

export const costTexts = costKinds.map((key) => english.costs[key])
