import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const tage = (n: number) => (n === 1 ? '1 Tag' : `${n} Tage`)
const tagen = (n: number) => (n === 1 ? '1 Tag' : `${n} Tagen`)
/** `in` before a country's name, with the article and case German gives some names. */
const withArticle: Readonly<Record<string, string>> = {
  Niederlande: 'in den Niederlanden',
  Schweiz: 'in der Schweiz',
  Slowakei: 'in der Slowakei',
  Türkei: 'in der Türkei',
  'Vereinigtes Königreich': 'im Vereinigten Königreich',
  'Vereinigte Staaten': 'in den Vereinigten Staaten',
}
const inCountry = (country: string) => withArticle[country] ?? `in ${country}`
const atStart = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld:
      'Sie können jeden Monat die ganze Anlage oder einen Teil davon abheben; der Zins bleibt garantiert.',
    overnight: 'Jederzeit auf Ihr Referenzkonto verfügbar.',
    notice: (n) => `Auszahlungen erfolgen ${tage(n)} nach der Kündigung.`,
    openEnded: 'Jederzeit verfügbar.',
    fixed: 'Die Anlage ist bis zur Fälligkeit fest; eine vorzeitige Kündigung ist nicht möglich.',
  },
  noTaxAtSource: (country) =>
    `${atStart(inCountry(country))} wird bei Sparern mit Wohnsitz im Ausland keine Quellensteuer erhoben.`,
  taxAtSource: (country, percent) =>
    `${atStart(inCountry(country))} werden ${percent} Quellensteuer einbehalten; das Doppelbesteuerungsabkommen erlaubt eine teilweise Erstattung oder Anrechnung.`,
  noTaxAtSourceAtHome: 'Die Bank zahlt die Zinsen ohne Steuerabzug aus.',
  taxAtSourceAtHome: (percent) =>
    `Die Bank behält ${percent} Steuer auf die Zinsen ein und führt sie an die Steuerbehörde ab.`,
  taxation: {
    automaticGerman:
      'Abgeltungsteuer, Solidaritätszuschlag und Kirchensteuer werden automatisch abgeführt.',
    withheldAtHome: 'Die Bank behält die Steuer auf die Zinsen direkt ein.',
    gross:
      'Die Zinsen werden brutto ausgezahlt; geben Sie sie in Ihrer Einkommensteuererklärung an.',
    grossByTaxCode:
      'Die Zinsen werden brutto ausgezahlt. Zinsen über Ihrem Sparerfreibetrag (Personal Savings Allowance) besteuert HMRC meist über Ihren Steuercode; wenn Sie eine Steuererklärung (Self Assessment) abgeben, geben Sie sie dort an.',
    afterTaxAtSource: (country) =>
      `Die Zinsen werden nach Abzug der Quellensteuer ausgezahlt (Land der Bank: ${country}); geben Sie sie in Ihrer Einkommensteuererklärung an.`,
  },
  prolongation: {
    notApplicable: 'Entfällt: Das Produkt hat keine feste Laufzeit.',
    automatic:
      'Wird zum dann gültigen Zins um dieselbe Laufzeit verlängert, sofern Sie nicht widersprechen.',
    paidOut: 'Wird bei Fälligkeit auf Ihr Verrechnungskonto ausgezahlt.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Anlage in ${currency} ohne feste Laufzeit bei einer Bank ${inCountry(country)}.`
      : `Anlage in ${currency} über ${months} Monate bei einer Bank ${inCountry(country)}.`,
  interestPaymentTermsHtml:
    '<p>Die Zinsen werden nach <strong>act/365</strong> berechnet und Ihrem Konto gutgeschrieben.</p>' +
    '<ul><li>Keine Kontoführungsgebühren</li><li>Zins fest wie im Angebot angegeben</li></ul>',
  rateChangesNotice:
    'Die Bank kann den variablen Zins ändern; Sie werden vorher darüber informiert.',
  terminationNotice: (n) => `Kündigen Sie ${tagen(n)} bevor Sie das Geld brauchen.`,
  specialFeatures: {
    rateGuaranteed: 'Zinssatz für die gesamte Laufzeit garantiert',
    openedOnline: 'Konto in etwa zehn Minuten online eröffnet',
    noManagementFees: 'Keine Kontoführungsgebühren',
    interestToReferenceAccount: 'Zinsgutschrift auf Ihr Referenzkonto',
    statutoryProtection: 'Einlage durch die gesetzliche Einlagensicherung geschützt',
    renewableLending: 'Fördert regionale Kredite für erneuerbare Energie',
  },
  costs: {
    noAccountFees: 'Keine Kontoführungsgebühren.',
    transfersByOwnBank: 'Kostenlos; Ihre eigene Bank kann Überweisungen berechnen.',
    noFees: 'Keine Gebühren für Eröffnung, Führung oder Schließung.',
  },
  welcomeBonus: 'Willkommensbonus auf die Zinsen der ersten drei Monate.',
  documentTitles: {
    'product-information-sheet': 'Produktinformationsblatt',
    'terms-and-conditions': 'Bedingungen',
    'interest-rate-history': 'Zinsentwicklung',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> wurde ${b.founded} gegründet und betreut rund ${b.customers} Kundinnen und Kunden ${inCountry(b.country)}.</p>` +
    `<ul><li>Schwerpunkt: ${b.focus}</li><li>Länderrating: ${b.rating}</li></ul>` +
    `<p>Mehr über die Bank auf <a href="${b.website}">ihrer Website</a>.</p>`,
  summary: (b) =>
    `${b.name} ist eine Bank ${inCountry(b.country)}, gegründet ${b.founded}, mit Schwerpunkt ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Einlagen sind durch die <strong>${scheme}</strong> bis ${limit} je Kunde geschützt.</p>`,
  focuses: {
    smallBusinesses: 'kleine und mittlere Unternehmen',
    privateSavers: 'Privatsparer',
    renewableEnergy: 'Projekte für erneuerbare Energie',
    mortgages: 'Wohnbaufinanzierung',
    agriculture: 'Agrarkredite',
  },
  sampleDocumentLines: [
    'Musterdokument der Sandbox des Sparportals. Es enthält keine verbindlichen Angaben',
    'und sorgt dafür, dass Links im lokalen Marktplatz zu einem echten PDF führen.',
    '',
    'Alle Banken, Produkte und Zahlen in der Sandbox sind erfunden.',
  ],
}
