import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Rozliczenie lokaty ${bank}, ${date}`,
  lines: (p) =>
    [
      `Twoja lokata w ${p.bank} zakończyła się ${p.date}.`,
      `Kwota lokaty: ${p.principal}`,
      `Zaksięgowane odsetki: ${p.interest}, pobrany podatek: ${p.tax}`,
      p.repaid ? `Wypłacono na Twój rachunek rozliczeniowy: ${p.repaid}` : null,
      p.renewed ? `Ulokowano ponownie: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
