import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Rendiconto di scadenza ${bank}, ${date}`,
  lines: (p) =>
    [
      `Il Suo deposito presso ${p.bank} è terminato il ${p.date}.`,
      `Importo investito: ${p.principal}`,
      `Interessi contabilizzati: ${p.interest}, imposta trattenuta: ${p.tax}`,
      p.repaid ? `Accreditato sul Suo conto di transito: ${p.repaid}` : null,
      p.renewed ? `Reinvestito: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
