import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Relevé d’échéance ${bank}, ${date}`,
  lines: (p) =>
    [
      `Votre dépôt chez ${p.bank} a pris fin le ${p.date}.`,
      `Montant placé : ${p.principal}`,
      `Intérêts comptabilisés : ${p.interest}, impôt retenu : ${p.tax}`,
      p.repaid ? `Versé sur votre compte de transit : ${p.repaid}` : null,
      p.renewed ? `Replacé : ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
