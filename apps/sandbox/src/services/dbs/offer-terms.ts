import type { OfferTerms } from '@portal/api-clients/contracts/deposits'
import type { Offer } from '@portal/domain'
import { ServiceError } from '../../http/service-error'
import { areTermsUnavailable } from './terms-availability'

/** The terms of an offer as the US table shows them; APY is the effective annual rate. */
export function termsOf(offer: Offer): OfferTerms | ServiceError {
  if (areTermsUnavailable(offer.id)) {
    return new ServiceError(
      503,
      'termsUnavailable',
      'The terms of this product are temporarily unavailable.',
    )
  }
  const apyPercent = percent(offer.effectiveRate)
  const term = offer.termMonths === null ? 'no fixed term' : `a term of ${offer.termMonths} months`
  return {
    offerId: offer.id,
    apy: offer.effectiveRate,
    termsHtml:
      `<p>${escapeHtml(offer.bank.name)} pays an annual percentage yield (APY) of ` +
      `<strong>${apyPercent}</strong> on this deposit with ${term}.</p>` +
      `<p>Interest is paid ${offer.interestPayout.toLowerCase()} and ` +
      `${offer.compounding ? 'compounds' : 'does not compound'}.</p>` +
      `<p>${escapeHtml(offer.earlyTermination.description)}</p>`,
    disclosures: [
      `APY accurate as of the offer date; the rate is fixed for ${term}.`,
      `Deposits are insured by the ${offer.depositGuarantee.scheme} up to the applicable limit.`,
      'Fees could reduce earnings. Penalties may apply for early withdrawal.',
      'All products shown in this sandbox are fictional.',
    ],
  }
}

function percent(decimal: string): string {
  return `${(Number(decimal) * 100).toFixed(2)}%`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
