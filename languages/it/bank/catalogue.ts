import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const giorni = (n: number) => (n === 1 ? '1 giorno' : `${n} giorni`)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld:
      'Può prelevare ogni mese tutto il deposito o una parte; gli interessi restano garantiti.',
    overnight: 'Prelievo in qualsiasi momento sul Suo conto di riferimento.',
    notice: (n) => `I prelievi vengono accreditati ${giorni(n)} dopo il preavviso.`,
    openEnded: 'Prelievo in qualsiasi momento.',
    fixed: 'Il deposito è vincolato fino alla scadenza; non è possibile lo svincolo anticipato.',
  },
  noTaxAtSource: (country) =>
    `Paese della banca: ${country}. Non viene applicata alcuna ritenuta alla fonte ai risparmiatori residenti altrove.`,
  taxAtSource: (country, percent) =>
    `Paese della banca: ${country}. Viene applicata una ritenuta alla fonte del ${percent}; la convenzione contro le doppie imposizioni consente un rimborso parziale o un credito d’imposta.`,
  noTaxAtSourceAtHome: 'La banca paga gli interessi senza applicare ritenute.',
  taxAtSourceAtHome: (percent) =>
    `La banca applica sugli interessi una ritenuta del ${percent} e la versa all’Erario.`,
  taxation: {
    automaticGerman:
      'Ritenuta, contributo di solidarietà e imposta ecclesiastica vengono trattenuti automaticamente.',
    withheldAtHome: 'La banca applica la ritenuta sugli interessi alla fonte.',
    gross: 'Gli interessi sono pagati al lordo; li dichiari nella Sua dichiarazione dei redditi.',
    grossByTaxCode:
      'Gli interessi sono pagati al lordo. Oltre la franchigia sui risparmi (Personal Savings Allowance) HMRC li tassa di norma tramite il Suo codice fiscale; se presenta la dichiarazione Self Assessment, li indichi lì.',
    afterTaxAtSource: (country) =>
      `Gli interessi sono pagati al netto della ritenuta alla fonte (Paese della banca: ${country}); li dichiari nella Sua dichiarazione dei redditi.`,
  },
  prolongation: {
    notApplicable: 'Non applicabile: il prodotto non ha una scadenza fissa.',
    automatic: 'Rinnovato per la stessa durata al tasso allora in vigore, salvo Sua disdetta.',
    paidOut: 'Accreditato sul Suo conto di transito alla scadenza.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Conto deposito libero in ${currency} presso una banca. Paese: ${country}.`
      : `Conto deposito vincolato in ${currency} a ${months} mesi presso una banca. Paese: ${country}.`,
  interestPaymentTermsHtml:
    '<p>Gli interessi sono calcolati secondo la convenzione <strong>act/365</strong> e accreditati sul Suo conto.</p>' +
    '<ul><li>Nessun canone</li><li>Tasso fisso come indicato nell’offerta</li></ul>',
  rateChangesNotice:
    'La banca può modificare il tasso variabile; ne viene informato prima che si applichi.',
  terminationNotice: (n) => `Dia il preavviso ${giorni(n)} prima di aver bisogno del denaro.`,
  specialFeatures: {
    rateGuaranteed: 'Tasso d’interesse garantito per tutta la durata',
    openedOnline: 'Conto aperto online in circa dieci minuti',
    noManagementFees: 'Nessuna spesa di gestione del conto',
    interestToReferenceAccount: 'Interessi accreditati sul Suo conto di riferimento',
    statutoryProtection: 'Deposito tutelato dal sistema di garanzia previsto dalla legge',
    renewableLending: 'Sostiene il credito locale alle energie rinnovabili',
  },
  costs: {
    noAccountFees: 'Nessun canone.',
    transfersByOwnBank: 'Gratuito; la Sua banca può addebitare i bonifici.',
    noFees: 'Nessuna spesa di apertura, gestione o chiusura.',
  },
  welcomeBonus: 'Bonus di benvenuto sugli interessi dei primi tre mesi.',
  documentTitles: {
    'product-information-sheet': 'Foglio informativo',
    'terms-and-conditions': 'Termini e condizioni',
    'interest-rate-history': 'Andamento dei tassi',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> è stata fondata nel ${b.founded} e serve circa ${b.customers} clienti. Paese: ${b.country}.</p>` +
    `<ul><li>Settore principale: ${b.focus}</li><li>Rating del paese: ${b.rating}</li></ul>` +
    `<p>Maggiori informazioni sul <a href="${b.website}">sito della banca</a>.</p>`,
  summary: (b) =>
    `${b.name} è una banca fondata nel ${b.founded} (paese: ${b.country}), specializzata in ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>I depositi sono tutelati dal <strong>${scheme}</strong> fino a ${limit} per cliente.</p>`,
  focuses: {
    smallBusinesses: 'piccole e medie imprese',
    privateSavers: 'risparmiatori privati',
    renewableEnergy: 'progetti di energia rinnovabile',
    mortgages: 'mutui per la casa',
    agriculture: 'credito agrario',
  },
  sampleDocumentLines: [
    'Documento di esempio dell’ambiente di prova del portale del risparmio. Non contiene',
    'informazioni vincolanti e serve perché i link del marketplace locale portino a un vero PDF.',
    '',
    'Tutte le banche, i prodotti e le cifre dell’ambiente di prova sono fittizi.',
  ],
}
