import type { MaturityStatementTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const maturityStatement: MaturityStatementTexts = {
  title: (bank, date) => `Afrekening einddatum ${bank}, ${date}`,
  lines: (p) =>
    [
      `Uw deposito bij ${p.bank} is op ${p.date} beëindigd.`,
      `Ingelegd bedrag: ${p.principal}`,
      `Geboekte rente: ${p.interest}, ingehouden belasting: ${p.tax}`,
      p.repaid ? `Naar uw transactierekening: ${p.repaid}` : null,
      p.renewed ? `Opnieuw vastgezet: ${p.renewed}` : null,
    ].filter((line): line is string => line !== null),
}
