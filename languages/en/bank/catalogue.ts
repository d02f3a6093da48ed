import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`)
/** `in` before a country's name, with the article English gives some names (the Netherlands). */
const inCountry = (country: string) =>
  /^(United |Netherlands|Czech Republic|Philippines)/.test(country)
    ? `in the ${country}`
    : `in ${country}`

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld: 'Withdraw all or part of the deposit each month; interest stays guaranteed.',
    overnight: 'Withdraw at any time to your reference account.',
    notice: (n) => `Withdrawals are paid out ${days(n)} after notice.`,
    openEnded: 'Withdraw at any time.',
    fixed: 'The deposit is fixed until maturity; early termination is not possible.',
  },
  noTaxAtSource: (country) =>
    `No tax is withheld at source ${inCountry(country)} from savers resident elsewhere.`,
  taxAtSource: (country, percent) =>
    `${country} withholds ${percent} tax at source; the double taxation agreement allows a partial refund or credit.`,
  noTaxAtSourceAtHome: 'The bank pays the interest without deducting tax at source.',
  taxAtSourceAtHome: (percent) =>
    `The bank deducts ${percent} tax from the interest at source and pays it to the tax office.`,
  taxation: {
    automaticGerman:
      'Withholding tax, solidarity surcharge and church tax are deducted automatically.',
    withheldAtHome: 'The bank deducts the tax on the interest at source.',
    gross: 'Interest is paid gross; declare it in your income tax return.',
    grossByTaxCode:
      'Interest is paid gross. HMRC taxes interest above your Personal Savings Allowance, usually through your tax code; if you file a Self Assessment return, declare it there.',
    afterTaxAtSource: (country) =>
      `Interest is paid after tax withheld at source (bank’s country: ${country}); declare it in your income tax return.`,
  },
  prolongation: {
    notApplicable: 'Not applicable: the product has no fixed term.',
    automatic: 'Renewed for the same term at the then current rate unless you opt out.',
    paidOut: 'Paid out to your settlement account at maturity.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Open-ended ${currency} deposit with a bank ${inCountry(country)}.`
      : `${months}-month ${currency} deposit with a bank ${inCountry(country)}.`,
  interestPaymentTermsHtml:
    '<p>Interest is calculated <strong>act/365</strong> and credited to your account.</p>' +
    '<ul><li>No account fees</li><li>Rate fixed as stated in the offer</li></ul>',
  rateChangesNotice: 'The bank may change the variable rate; you are informed before it applies.',
  terminationNotice: (n) => `Give notice ${days(n)} before you need the money.`,
  specialFeatures: {
    rateGuaranteed: 'Interest rate guaranteed for the whole term',
    openedOnline: 'Account opened online in about ten minutes',
    noManagementFees: 'No account management fees',
    interestToReferenceAccount: 'Interest credited to your reference account',
    statutoryProtection: 'Deposit protected by the statutory guarantee scheme',
    renewableLending: 'Supports local renewable energy lending',
  },
  costs: {
    noAccountFees: 'No account fees.',
    transfersByOwnBank: 'Free of charge; your own bank may charge for transfers.',
    noFees: 'No fees for opening, management or closing.',
  },
  welcomeBonus: 'Welcome bonus on the first three months of interest.',
  documentTitles: {
    'product-information-sheet': 'Product information sheet',
    'terms-and-conditions': 'Terms and conditions',
    'interest-rate-history': 'Interest rate history',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> was founded in ${b.founded} and serves about ${b.customers} customers ${inCountry(b.country)}.</p>` +
    `<ul><li>Focus: ${b.focus}</li><li>Country rating: ${b.rating}</li></ul>` +
    `<p>More about the bank on <a href="${b.website}">its website</a>.</p>`,
  summary: (b) =>
    `${b.name} is a bank ${inCountry(b.country)} founded in ${b.founded}, focused on ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Deposits are protected by the <strong>${scheme}</strong> up to ${limit} per customer.</p>`,
  focuses: {
    smallBusinesses: 'small and medium-sized businesses',
    privateSavers: 'private savers',
    renewableEnergy: 'renewable energy projects',
    mortgages: 'residential mortgages',
    agriculture: 'agricultural lending',
  },
  sampleDocumentLines: [
    'Sample document of the savings portal sandbox. It contains no binding information',
    'and exists so that links in the local marketplace lead to a real PDF.',
    '',
    'All banks, products and figures in the sandbox are fictional.',
  ],
}
