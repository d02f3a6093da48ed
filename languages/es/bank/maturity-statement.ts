import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Liquidación al vencimiento ${bank}, ${date}`,
  lines: (p) =>
    [
      `Su depósito en ${p.bank} finalizó el ${p.date}.`,
      `Importe invertido: ${p.principal}`,
      `Intereses abonados: ${p.interest}, impuesto retenido: ${p.tax}`,
      p.repaid ? `Abonado en su cuenta de liquidación: ${p.repaid}` : null,
      p.renewed ? `Invertido de nuevo: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
