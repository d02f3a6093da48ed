import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Erääntymislaskelma ${bank}, ${date}`,
  lines: (p) =>
    [
      `Talletuksesi pankissa ${p.bank} päättyi ${p.date}.`,
      `Talletettu summa: ${p.principal}`,
      `Kirjatut korot: ${p.interest}, pidätetty vero: ${p.tax}`,
      p.repaid ? `Maksettu selvitystilillesi: ${p.repaid}` : null,
      p.renewed ? `Talletettu uudelleen: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
