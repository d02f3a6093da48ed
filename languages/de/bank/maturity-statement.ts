import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Fälligkeitsabrechnung ${bank}, ${date}`,
  lines: (p) =>
    [
      `Ihre Anlage bei ${p.bank} endete am ${p.date}.`,
      `Angelegter Betrag: ${p.principal}`,
      `Gebuchte Zinsen: ${p.interest}, einbehaltene Steuer: ${p.tax}`,
      p.repaid ? `Auf Ihr Verrechnungskonto gezahlt: ${p.repaid}` : null,
      p.renewed ? `Neu angelegt: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
