import type { Description, Document, Offer } from '@portal/domain'
import { formatCountryName, formatPercent } from '@portal/domain/format'
import { grossInterestTaxedByTaxCode } from '@portal/domain/money/tax-residence'
import { withholdingTaxRate } from '@portal/domain/money/withholding-tax'
import { sourceLanguage, textsIn } from '../../texts/catalogues'
import { costKinds, type OfferTexts, specialFeatures } from '../../texts/sandbox-texts'
import type { ReaderLanguage } from '../customers/reader-language'
import type { DocumentKind } from './document-kinds'

/** The facts an offer's texts are written from. */
export type OfferFacts = Pick<
  Offer,
  'productType' | 'termMonths' | 'noticePeriodDays' | 'currency' | 'country'
>

export function earlyTerminationText(offer: OfferFacts, texts: OfferTexts): string {
  const wording = texts.earlyTermination
  if (offer.productType === 'flexgeld') return wording.flexgeld
  if (offer.productType === 'overnight_deposit') return wording.overnight
  if (offer.productType === 'notice_account') return wording.notice(offer.noticePeriodDays ?? 0)
  return offer.termMonths === null ? wording.openEnded : wording.fixed
}

/**
 * Tax at source on an offer's interest as a saver of `residence` reads it: from the bank's own
 * country it is the resident's deduction, from elsewhere the country's tax at source (a treaty may
 * reduce it). Without a residence (no market asked) the saver counts as resident elsewhere.
 */
export function withholdingTaxText(
  rate: string,
  bankCountry: string,
  residence: string | undefined,
  reader: ReaderLanguage,
): string {
  const texts = textsIn(reader.language, reader.tag).offers
  if (bankCountry === residence) {
    return rate === '0'
      ? texts.noTaxAtSourceAtHome
      : texts.taxAtSourceAtHome(formatPercent(rate, reader.tag))
  }
  const name = formatCountryName(bankCountry, reader.tag)
  return rate === '0'
    ? texts.noTaxAtSource(name)
    : texts.taxAtSource(name, formatPercent(rate, reader.tag))
}

/** How the interest is taxed for a saver of `residence` (see withholdingTaxText). */
export function taxationText(
  bankCountry: string,
  residence: string | undefined,
  rate: string,
  reader: ReaderLanguage,
): string {
  const { taxation } = textsIn(reader.language, reader.tag).offers
  if (rate === '0') {
    const byTaxCode = grossInterestTaxedByTaxCode.some((country) => country === residence)
    return byTaxCode ? taxation.grossByTaxCode : taxation.gross
  }
  if (bankCountry !== residence) {
    return taxation.afterTaxAtSource(formatCountryName(bankCountry, reader.tag))
  }
  return bankCountry === 'DE' ? taxation.automaticGerman : taxation.withheldAtHome
}

export function prolongationText(offer: OfferFacts, automatic: boolean, texts: OfferTexts) {
  if (offer.termMonths === null) return texts.prolongation.notApplicable
  return automatic ? texts.prolongation.automatic : texts.prolongation.paidOut
}

/** Document ids of the offer's attachments and the kind of PDF each one is. */
const kindOfDocumentId: Record<string, DocumentKind> = {
  description_document: 'product-information-sheet',
  deposit_terms: 'terms-and-conditions',
  interest_rate_history: 'interest-rate-history',
}

export function documentIn(document: Document, texts: OfferTexts): Document {
  const kind = kindOfDocumentId[document.id]
  return kind ? { ...document, title: texts.documentTitles[kind] } : document
}

/** An offer description by id, written from the facts; undefined for a partner's own one. */
export function offerDescriptionText(
  id: string,
  offer: OfferFacts,
  reader: ReaderLanguage,
): string | undefined {
  const texts = textsIn(reader.language, reader.tag).offers
  switch (id) {
    case 'deposit_terms':
      return texts.depositTerms(
        offer.termMonths,
        offer.currency,
        formatCountryName(offer.country, reader.tag),
      )
    case 'interest_payment_terms':
      return texts.interestPaymentTermsHtml
    case 'interest_rate_changes_notice':
      return texts.rateChangesNotice
    case 'termination_notice':
      return texts.terminationNotice(offer.noticePeriodDays ?? 0)
    default:
      return undefined
  }
}

/** A text of one of the bank's lists (features, costs) in another language; else as written. */
function listedText<K extends string>(
  text: string,
  keys: readonly K[],
  from: Readonly<Record<K, string>>,
  to: Readonly<Record<K, string>>,
): string {
  const key = keys.find((candidate) => from[candidate] === text)
  return key === undefined ? text : to[key]
}

function descriptionIn(
  description: Description,
  offer: OfferFacts,
  reader: ReaderLanguage,
): Description {
  const written = offerDescriptionText(description.id, offer, reader)
  if (written !== undefined) return { ...description, value: written }
  return reader.language === sourceLanguage
    ? description
    : { ...description, language: sourceLanguage }
}

/**
 * An offer with the bank's texts in the reader's language, written from its facts. Texts the
 * partner wrote itself stay as written (English), and a description says so with `language`.
 * With the market's tax `residence`, its tax at source is the one a saver of that country pays
 * (`withholdingTaxRate`), and the tax texts say so; without, the offer's own figure (what the
 * bank's country withholds from savers resident elsewhere).
 */
export function offerIn(offer: Offer, reader: ReaderLanguage, residence?: string): Offer {
  const english = textsIn('en').offers
  const texts = textsIn(reader.language, reader.tag).offers
  const withheld =
    residence === undefined
      ? offer.withholdingTax.rate
      : withholdingTaxRate(offer.country, residence)
  return {
    ...offer,
    earlyTermination: {
      allowed: offer.earlyTermination.allowed,
      description: earlyTerminationText(offer, texts),
    },
    taxation: taxationText(offer.country, residence, withheld, reader),
    withholdingTax: {
      rate: withheld,
      description: withholdingTaxText(withheld, offer.country, residence, reader),
    },
    productInformationSheet:
      offer.productInformationSheet && documentIn(offer.productInformationSheet, texts),
    bonus: offer.bonus && {
      rate: offer.bonus.rate,
      description:
        offer.bonus.description === english.welcomeBonus
          ? texts.welcomeBonus
          : offer.bonus.description,
    },
    prolongation: {
      automatic: offer.prolongation.automatic,
      description: prolongationText(offer, offer.prolongation.automatic, texts),
    },
    additionalDocuments: offer.additionalDocuments.map((document) => documentIn(document, texts)),
    specialFeatures: offer.specialFeatures.map((feature) =>
      listedText(feature, specialFeatures, english.specialFeatures, texts.specialFeatures),
    ),
    costs: listedText(offer.costs, costKinds, english.costs, texts.costs),
    descriptions: offer.descriptions.map((description) =>
      descriptionIn(description, offer, reader),
    ),
  }
}
