/**
 * How long confirmed customer data counts as current. The anti-money-laundering rules ask banks
 * to keep KYC data up to date without a fixed period; the portal asks every two years, and at
 * once when the data was never confirmed since registration two years ago.
 */
export const confirmationValidMonths = 24

export interface ConfirmationFacts {
  /** Calendar date of the last confirmation, or null when never confirmed. */
  confirmedOn: string | null
  registrationDate: string
}

/** The date from which the customer is asked to confirm their data (ISO calendar date). */
export function confirmationDueOn(facts: ConfirmationFacts): string {
  const from = new Date(`${facts.confirmedOn ?? facts.registrationDate}T00:00:00Z`)
  from.setUTCMonth(from.getUTCMonth() + confirmationValidMonths)
  return from.toISOString().slice(0, 10)
}

/** Whether `/my-data/validate` is due on `today` (ISO calendar date). */
export function dataConfirmationDue(facts: ConfirmationFacts, today: string): boolean {
  return confirmationDueOn(facts) <= today
}
