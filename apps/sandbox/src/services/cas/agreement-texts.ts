import type { AgreementKind } from '@portal/api-clients/contracts/customers'

export interface AgreementFacts {
  customerId: string
  holder: string
  referenceIban: string | null
  agreedOn: string
}

/** The text the customer agrees to; kept with the agreement and printed in its PDF. */
export function agreementText(kind: AgreementKind, facts: AgreementFacts): string {
  if (kind === 'direct_debit_mandate') {
    return [
      `SEPA direct-debit mandate, reference ${facts.customerId}-DD.`,
      `I, ${facts.holder}, authorise the savings portal's settlement bank to collect payments for my savings orders from my reference account ${facts.referenceIban ?? '(none yet)'} by direct debit, and instruct my bank to pay them.`,
      'I can ask for a refund within eight weeks of the debit date, under the terms of my bank.',
    ].join(' ')
  }
  return [
    `Notice of transfer of liquid pension assets, customer ${facts.customerId}.`,
    `I, ${facts.holder}, give notice that the liquid assets of my pension contract are to be transferred to my pension product in the savings portal at the next possible date.`,
    'The transfer is free of charge; my previous provider is informed by the bank.',
  ].join(' ')
}
