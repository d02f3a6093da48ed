import type { ContentPage } from '@portal/api-clients/contracts/content'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import type { DataChangePurpose } from '@portal/api-clients/contracts/user-account'
import type { DocumentKind } from '../bank/catalogue/document-kinds'
import type { PressReleaseSlug } from '../services/cms/press-release-dates'

/**
 * Everything the bank writes, in one language: one object per language folder (`texts/<language>`,
 * loaded for every language of the market table). Figures arrive formatted by the caller with the
 * domain's Intl helpers, so a text only places them.
 */
export interface SandboxTexts {
  contentPages: readonly Omit<ContentPage, 'locale'>[]
  pressReleases: Readonly<Record<PressReleaseSlug, { title: string; teaser: string }>>
  pressDisclaimer: string
  offers: OfferTexts
  banks: BankTexts
  documents: DocumentTexts
  bookings: BookingTexts
  notices: NoticeTexts
  savingsNotices: SavingsNoticeTexts
  maturityStatement: MaturityStatementTexts
  sms: SmsTexts
  agreements: AgreementTexts
}

export const specialFeatures = [
  'rateGuaranteed',
  'openedOnline',
  'noManagementFees',
  'interestToReferenceAccount',
  'statutoryProtection',
  'renewableLending',
] as const
export type SpecialFeature = (typeof specialFeatures)[number]

export const costKinds = ['noAccountFees', 'transfersByOwnBank', 'noFees'] as const
export type CostKind = (typeof costKinds)[number]

export const bankFocuses = [
  'smallBusinesses',
  'privateSavers',
  'renewableEnergy',
  'mortgages',
  'agriculture',
] as const
export type BankFocus = (typeof bankFocuses)[number]

export interface OfferTexts {
  earlyTermination: {
    flexgeld: string
    overnight: string
    /** `days` as a number: the text chooses its plural. */
    notice: (days: number) => string
    openEnded: string
    fixed: string
  }
  /**
   * Tax at source as a saver resident in another country than the bank reads it (a treaty may
   * reduce it); `country` is the bank country's name in this language.
   */
  noTaxAtSource: (country: string) => string
  taxAtSource: (country: string, percent: string) => string
  /** Tax at source as a saver resident in the bank's own country reads it. */
  noTaxAtSourceAtHome: string
  taxAtSourceAtHome: (percent: string) => string
  /**
   * How the interest is taxed: `automaticGerman` for a German resident at a German bank,
   * `withheldAtHome` for a resident at a bank of their country that deducts tax, `gross` where
   * nothing is deducted (`grossByTaxCode` for a saver whose tax on it is collected through the
   * tax code, see grossInterestTaxedByTaxCode), `afterTaxAtSource` where the bank's country
   * withholds from a foreigner.
   */
  taxation: {
    automaticGerman: string
    withheldAtHome: string
    gross: string
    grossByTaxCode: string
    afterTaxAtSource: (country: string) => string
  }
  prolongation: { notApplicable: string; automatic: string; paidOut: string }
  /** `months` null: open-ended. */
  depositTerms: (months: number | null, currency: string, country: string) => string
  interestPaymentTermsHtml: string
  rateChangesNotice: string
  terminationNotice: (days: number) => string
  specialFeatures: Readonly<Record<SpecialFeature, string>>
  costs: Readonly<Record<CostKind, string>>
  welcomeBonus: string
  documentTitles: Readonly<Record<DocumentKind, string>>
}

export interface BankFacts {
  name: string
  founded: number
  /** Formatted. */
  customers: string
  country: string
  /** In words: `focuses[…]`. */
  focus: string
  rating: string
  website: string
}

export interface BankTexts {
  /** HTML; the name is escaped by the caller. */
  descriptionHtml: (facts: BankFacts) => string
  summary: (facts: BankFacts) => string
  /** HTML; `limit` formatted with its currency. */
  guaranteeHtml: (scheme: string, limit: string) => string
  focuses: Readonly<Record<BankFocus, string>>
  /** Sample PDFs behind the marketplace's document links. */
  sampleDocumentLines: readonly string[]
}

/** Figures formatted in the reader's language. */
export interface DocumentTexts {
  orderConfirmation: {
    title: (bank: string) => string
    lines: (o: {
      id: string
      date: string
      bank: string
      amount: string
      reference: string
      atMaturity: string
    }) => string[]
  }
  openingConfirmation: {
    title: (bank: string) => string
    lines: (d: {
      id: string
      date: string
      bank: string
      country: string
      principal: string
      rate: string
      payout: string
      maturity: string | null
    }) => string[]
  }
  payoutStatement: {
    /** A US reference account (ABA scheme) as the payee: its account and routing number. */
    abaAccount: (routingNumber: string, accountNumber: string) => string
    title: (date: string) => string
    lines: (p: { date: string; amount: string; payee: string; reference: string }) => string[]
  }
  interestStatement: {
    title: (year: number) => string
    line: (date: string, amount: string) => string
  }
  taxSummary: {
    title: (year: number) => string
    lines: (t: { year: number; interest: string; tax: string }) => string[]
  }
  /** Words for the ledger's enums printed in documents. */
  interestPayouts: Readonly<Record<'MONTHLY' | 'QUARTERLY' | 'ANNUAL' | 'MATURITY', string>>
  prolongations: Readonly<Record<'NONE' | 'PRINCIPAL' | 'PRINCIPAL_AND_INTEREST', string>>
}

/** Booking references the ledger writes, with dates formatted. */
export interface BookingTexts {
  interest: (from: string, to: string) => string
  maturity: (on: string) => string
  notice: (from: string, to: string) => string
  withdrawal: (id: string) => string
  payout: (id: string) => string
  /** Refer-a-friend's bonus, on both customers' bookings. */
  referralBonus: string
}

export interface Notice {
  title: string
  text: string
}

export interface NoticeTexts {
  mtanUnlocked: Notice
  mtanUnlockedMail: Notice
  mtanLocked: Notice
  /** The bank wrote to the postbox; the message has its own subject there. */
  messageReceived: Notice
  documentAvailable: Notice
  accountBlockedMail: (phone: string, email: string) => Notice
  emailConfirmationMail: (link: string) => Notice
  emailChangeRequestedMail: Notice
  emailChanged: (email: string) => Notice
  mobileChanged: (maskedNumber: string) => Notice
  passwordChanged: Notice
  passwordChangedMail: Notice
  /** `account`: the IBAN, or a US account as `abaAccount` names it. */
  referenceAccountApproved: (account: string) => Notice
  /** A US reference account (ABA scheme): its account and routing number. */
  abaAccount: (routingNumber: string, accountNumber: string) => string
  referenceAccountRejected: (reason: string | null) => Notice
  /** `amount` formatted; a joint order is one for a married couple. */
  exemptionOrderChanged: (
    bank: string,
    year: number,
    amount: string,
    kind: 'single' | 'joint',
  ) => Notice
}

/**
 * What the bank tells a saver about their money: amounts and dates arrive formatted, `bank` is
 * the partner bank's name. Each is a postbox message and a notification.
 */
export interface SavingsNoticeTexts {
  orderPlaced: (amount: string, bank: string, reference: string) => Notice
  orderForwarded: (amount: string, bank: string, opensOn: string) => Notice
  orderCancelled: (amount: string, bank: string) => Notice
  orderRejected: (amount: string, bank: string) => Notice
  depositOpened: (amount: string, bank: string) => Notice
  /** `renewed`: the amount carried into the new deposit, null when all was paid out. */
  depositMatured: (bank: string, repaid: string | null, renewed: string | null) => Notice
  /** `amount`: the part under notice, null for the whole balance. */
  noticeGiven: (bank: string, amount: string | null, availableOn: string) => Notice
  noticePaidOut: (amount: string, bank: string) => Notice
  payoutExecuted: (amount: string, iban: string) => Notice
  /** A US reference account (ABA scheme) as the payee: its account and routing number. */
  abaAccount: (routingNumber: string, accountNumber: string) => string
  /** The referrer's bonus: `friend` as the lead names them (first name, initial). */
  referrerRewarded: (amount: string, friend: string) => Notice
  /** The friend's bonus for opening an account through a personal link. */
  friendRewarded: (amount: string) => Notice
}

/** The statement of a deposit that ended (maturity, or the end of a notice): figures formatted. */
export interface MaturityStatementTexts {
  title: (bank: string, date: string) => string
  lines: (p: {
    bank: string
    date: string
    principal: string
    interest: string
    tax: string
    /** Paid to the settlement account; null when nothing was. */
    repaid: string | null
    /** Carried into the new deposit; null when it was not prolonged. */
    renewed: string | null
  }) => string[]
}

export interface SmsTexts {
  /** A payment into the customer's own portfolio (to the custody account): no payout. */
  investment: (code: string, amount: string) => string
  payout: (code: string, amount: string, iban: string) => string
  /** A US reference account (ABA scheme) as the payee: its account and routing number. */
  abaAccount: (routingNumber: string, accountNumber: string) => string
  dataChange: (code: string, purpose: DataChangePurpose) => string
  newMobileNumber: (code: string) => string
}

export interface AgreementFacts {
  customerId: string
  holder: string
  /** The IBAN, or `noReferenceAccount`. */
  referenceIban: string
}

export interface AgreementTexts {
  titles: Readonly<Record<AgreementKind, string>>
  /** The text of the current version; the version itself is the bank's (agreement-versions.ts). */
  texts: Readonly<Record<AgreementKind, (facts: AgreementFacts) => string>>
  noReferenceAccount: string
  /** The PDF's first line: `date` formatted. */
  agreedBy: (date: string, username: string) => string
}
