import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (routing number ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Order confirmation, ${bank}`,
    lines: (o) => [
      `Order ${o.id} of ${o.date}`,
      `Bank: ${o.bank}`,
      `Amount: ${o.amount}`,
      `Payment reference: ${o.reference}`,
      `At maturity: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Opening confirmation, ${bank}`,
    lines: (d) => [
      `Deposit ${d.id} opened on ${d.date}`,
      `Bank: ${d.bank} (${d.country})`,
      `Principal: ${d.principal}`,
      `Interest rate: ${d.rate} a year, paid ${d.payout}`,
      d.maturity ? `Maturity: ${d.maturity}` : 'No fixed term',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Payout statement of ${date}`,
    lines: (p) => [
      `Payout on ${p.date}: ${p.amount}`,
      `To: ${p.payee}`,
      `Reference: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Interest statement ${year}`,
    line: (date, amount) => `${date}: interest ${amount}`,
  },
  taxSummary: {
    title: (year) => `Yearly tax summary ${year}`,
    lines: (t) => [
      `Tax year ${t.year}`,
      `Interest earned: ${t.interest}`,
      `Withholding tax: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'monthly',
    QUARTERLY: 'quarterly',
    ANNUAL: 'annually',
    MATURITY: 'at maturity',
  },
  prolongations: {
    NONE: 'pay out to the settlement account',
    PRINCIPAL: 'renew the principal, pay out the interest',
    PRINCIPAL_AND_INTEREST: 'renew principal and interest',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Interest ${from} – ${to}`,
  maturity: (on) => `Maturity ${on}`,
  notice: (from, to) => `Notice ${from} – ${to}`,
  withdrawal: (id) => `Withdrawal ${id}`,
  payout: (id) => `Payout ${id}`,
  referralBonus: 'Refer-a-friend bonus',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Your mTAN is unlocked',
    text: 'Customer service unlocked your mTAN: payouts and changes can be confirmed again. If you did not ask for this, call customer service.',
  },
  mtanUnlockedMail: {
    title: 'Your mTAN is unlocked',
    text: 'Customer service unlocked your mTAN. If you did not ask for this, call support.',
  },
  mtanLocked: {
    title: 'Your mTAN is locked',
    text: 'No payouts or changes can be confirmed until support unlocks it.',
  },
  messageReceived: {
    title: 'New message in your postbox',
    text: 'The bank has written to you. You can read the message in your postbox.',
  },
  documentAvailable: {
    title: 'A new document is ready for you',
    text: 'You will find it under Documents.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Your account is blocked',
    text: `Your login is blocked. To unblock it, contact support: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Confirm your new e-mail address',
    text: `Open this link within 24 hours to confirm your new e-mail address: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Your e-mail address is being changed',
    text: 'A change of the e-mail address of your login was requested. If this was not you, call support.',
  },
  emailChanged: (email) => ({
    title: 'Your e-mail address was changed',
    text: `Your login and contact e-mail address is now ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Your mobile number was changed',
    text: `mTANs now go to ${number}.`,
  }),
  passwordChanged: {
    title: 'Your password was changed',
    text: 'Your password was changed and every other session was ended.',
  },
  passwordChangedMail: {
    title: 'Your password was changed',
    text: 'If this was not you, block your account in the portal or call support.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Your new reference account is active',
    text: `Payouts now go to ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'Your reference account change was rejected',
    text: reason ?? 'Please contact support.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Your exemption order was changed',
    text: `${bank}, ${year}: ${amount} (${kind === 'joint' ? 'joint' : 'single'} exemption order).`,
  }),
}

const purposes = {
  email_change: 'the change of your e-mail address',
  mobile_number_change: 'the change of your mobile number',
  password_change: 'the change of your password',
  address_change: 'the change of your address',
  financial_information_change: 'the change of your financial information',
  reference_account_change: 'the change of your reference account',
  exemption_order_change: 'your exemption order',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Your mTAN ${code} confirms your investment of ${amount} in your portfolio. Valid 5 minutes.`,
  payout: (code, amount, iban) =>
    `Your mTAN ${code} confirms the payout of ${amount} to ${iban}. Valid 5 minutes.`,
  dataChange: (code, purpose) =>
    `Your mTAN ${code} confirms ${purposes[purpose]}. Valid 5 minutes.`,
  newMobileNumber: (code) =>
    `Your mTAN ${code} confirms this number as your new mobile number. Valid 5 minutes.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'SEPA direct-debit mandate',
    liquid_pension_transfer_notice: 'Liquid pension transfer notice',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `SEPA direct-debit mandate, reference ${f.customerId}-DD. ` +
      `I, ${f.holder}, authorise the savings portal's settlement bank to collect payments for my savings orders from my reference account ${f.referenceIban} by direct debit, and instruct my bank to pay them. ` +
      'I can ask for a refund within eight weeks of the debit date, under the terms of my bank.',
    liquid_pension_transfer_notice: (f) =>
      `Notice of transfer of liquid pension assets, customer ${f.customerId}. ` +
      `I, ${f.holder}, give notice that the liquid assets of my pension contract are to be transferred to my pension product in the savings portal at the next possible date. ` +
      'The transfer is free of charge; my previous provider is informed by the bank.',
  },
  noReferenceAccount: '(none yet)',
  agreedBy: (date, username) => `Agreed on ${date} by ${username}`,
}
