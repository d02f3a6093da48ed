import type { Description, Document } from '@portal/domain'
import { nonResidentWithholdingTaxRate } from '@portal/domain/money/withholding-tax'
import Big from 'big.js'
import { documentUrl } from '../services/assets/document-paths'
import type { PartnerCountry } from './countries'
import type { OfferPlan } from './offer-plans'

export function earlyTerminationOf(plan: OfferPlan): { allowed: boolean; description: string } {
  switch (plan.productType) {
    case 'flexgeld':
      return {
        allowed: true,
        description: 'Withdraw all or part of the deposit each month; interest stays guaranteed.',
      }
    case 'overnight_deposit':
      return { allowed: true, description: 'Withdraw at any time to your reference account.' }
    case 'notice_account':
      return {
        allowed: true,
        description: `Withdrawals are paid out ${plan.noticePeriodDays} days after notice.`,
      }
    default:
      if (plan.termMonths === null) return { allowed: true, description: 'Withdraw at any time.' }
      return {
        allowed: false,
        description: 'The deposit is fixed until maturity; early termination is not possible.',
      }
  }
}

/** The offer's own figure: what the bank's country withholds from savers resident elsewhere. */
export function withholdingTaxOf(country: PartnerCountry): { rate: string; description: string } {
  const rate = nonResidentWithholdingTaxRate(country.code)
  if (rate === '0') {
    return {
      rate,
      description: `No tax is withheld at source in ${country.name} from savers resident elsewhere.`,
    }
  }
  const percent = new Big(rate).times(100).toFixed(0)
  return {
    rate,
    description:
      `${country.name} withholds ${percent} % tax at source; the double taxation agreement ` +
      'allows a partial refund or credit.',
  }
}

export function taxationOf(country: PartnerCountry): string {
  return country.code === 'DE'
    ? 'Withholding tax, solidarity surcharge and church tax are deducted automatically.'
    : 'Interest is paid gross; declare it in your income tax return.'
}

export function prolongationOf(plan: OfferPlan, automatic: boolean) {
  if (plan.termMonths === null) {
    return { automatic: false, description: 'Not applicable: the product has no fixed term.' }
  }
  return automatic
    ? {
        automatic: true,
        description: 'Renewed for the same term at the then current rate unless you opt out.',
      }
    : { automatic: false, description: 'Paid out to your reference account at maturity.' }
}

export function productInformationSheetOf(offerId: string): Document {
  return {
    id: 'description_document',
    type: 'ATTACHMENT',
    mediaType: 'application/pdf',
    title: 'Product information sheet',
    url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'product-information-sheet' }),
  }
}

export function additionalDocumentsOf(offerId: string, withChart: boolean): Document[] {
  const documents: Document[] = [
    {
      id: 'deposit_terms',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: 'Terms and conditions',
      url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'terms-and-conditions' }),
    },
  ]
  if (withChart) {
    documents.push({
      id: 'interest_rate_history',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: 'Interest rate history',
      url: documentUrl({ owner: 'offer', ownerId: offerId, kind: 'interest-rate-history' }),
    })
  }
  return documents
}

export function offerDescriptionsOf(plan: OfferPlan, country: PartnerCountry): Description[] {
  const descriptions: Description[] = [
    {
      id: 'deposit_terms',
      type: 'STRING_PLAIN',
      value:
        plan.termMonths === null
          ? `Open-ended ${plan.currency} deposit with a bank in ${country.name}.`
          : `${plan.termMonths}-month ${plan.currency} deposit with a bank in ${country.name}.`,
    },
    {
      id: 'interest_payment_terms',
      type: 'STRING_HTML',
      value:
        '<p>Interest is calculated <strong>act/365</strong> and credited to your account.</p>' +
        '<ul><li>No account fees</li><li>Rate fixed as stated in the offer</li></ul>',
    },
  ]
  if (plan.termMonths === null) {
    descriptions.push({
      id: 'interest_rate_changes_notice',
      type: 'STRING_PLAIN',
      value: 'The bank may change the variable rate; you are informed before it applies.',
    })
  }
  if (plan.noticePeriodDays !== null) {
    descriptions.push({
      id: 'termination_notice',
      type: 'STRING_PLAIN',
      value: `Give notice ${plan.noticePeriodDays} days before you need the money.`,
    })
  }
  return descriptions
}

export const specialFeatureTexts = [
  'Interest rate guaranteed for the whole term',
  'Account opened online in about ten minutes',
  'No account management fees',
  'Interest credited to your reference account',
  'Deposit protected by the statutory guarantee scheme',
  'Supports local renewable energy lending',
] as const

export const costTexts = [
  'No account fees.',
  'Free of charge; your own bank may charge for transfers.',
  'No fees for opening, management or closing.',
] as const
