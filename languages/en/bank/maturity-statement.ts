import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Maturity statement ${bank}, ${date}`,
  lines: (p) =>
    [
      `Your deposit at ${p.bank} ended on ${p.date}.`,
      `Amount placed: ${p.principal}`,
      `Interest booked: ${p.interest}, tax withheld: ${p.tax}`,
      p.repaid ? `Paid to your settlement account: ${p.repaid}` : null,
      p.renewed ? `Placed again: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
