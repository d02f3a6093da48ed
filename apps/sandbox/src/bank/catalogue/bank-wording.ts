import type { Bank, Description } from '@portal/domain'
import { formatMoney } from '@portal/domain/format'
import type { StoredDescription } from '../../db/tables/marketplace'
import { sourceLanguage, textsIn } from '../../texts/catalogues'
import type { ReaderLanguage } from '../customers/reader-language'
import { documentIn } from './offer-wording'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A partner's own text in the reader's language when the partner gave that translation; else as
 * written, marked with the language it is in (the page says so).
 */
export function partnerTextIn(description: StoredDescription, reader: ReaderLanguage): Description {
  const { translations, ...text } = description
  const translated = translations?.[reader.language]
  if (translated !== undefined) return { ...text, value: translated }
  return reader.language === sourceLanguage ? text : { ...text, language: sourceLanguage }
}

/** The guarantee's description, written by the bank from the scheme's facts. */
export function guaranteeText(bank: Pick<Bank, 'depositGuarantee'>, reader: ReaderLanguage) {
  const { scheme, limit, currency } = bank.depositGuarantee
  return textsIn(reader.language, reader.tag).banks.guaranteeHtml(
    escapeHtml(scheme),
    formatMoney(limit, currency, reader.tag),
  )
}

function descriptionIn(
  bank: Bank,
  description: StoredDescription,
  reader: ReaderLanguage,
): Description {
  if (description.id === 'deposit_insurance_description') {
    return { id: description.id, type: description.type, value: guaranteeText(bank, reader) }
  }
  // the scheme's name is a proper name: the same in every language
  if (description.id === 'deposit_insurance_name') {
    return { id: description.id, type: description.type, value: description.value }
  }
  return partnerTextIn(description, reader)
}

/** A bank with its descriptions and document titles in the reader's language. */
export function bankIn(bank: Bank, reader: ReaderLanguage): Bank {
  const texts = textsIn(reader.language, reader.tag).offers
  return {
    ...bank,
    descriptions: bank.descriptions.map((description) => descriptionIn(bank, description, reader)),
    documents: bank.documents.map((document) => documentIn(document, texts)),
  }
}
