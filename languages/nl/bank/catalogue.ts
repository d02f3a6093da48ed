import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const dagen = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld: 'Neem elke maand het hele deposito of een deel op; de rente blijft gegarandeerd.',
    overnight: 'Altijd opneembaar naar uw tegenrekening.',
    notice: (n) => `Opnames worden ${dagen(n)} na de opzegging uitbetaald.`,
    openEnded: 'Altijd opneembaar.',
    fixed: 'Het deposito staat vast tot de einddatum; tussentijds opnemen is niet mogelijk.',
  },
  noTaxAtSource: (country) =>
    `${country} houdt bij spaarders die elders wonen geen bronbelasting in.`,
  taxAtSource: (country, percent) =>
    `${country} houdt ${percent} bronbelasting in; het belastingverdrag maakt een gedeeltelijke teruggaaf of verrekening mogelijk.`,
  noTaxAtSourceAtHome: 'De bank betaalt de rente uit zonder belasting in te houden.',
  taxAtSourceAtHome: (percent) =>
    `De bank houdt ${percent} belasting in op de rente en draagt die af aan de fiscus.`,
  taxation: {
    automaticGerman:
      'Bronbelasting, solidariteitstoeslag en kerkbelasting worden automatisch ingehouden.',
    withheldAtHome: 'De bank houdt de belasting op de rente aan de bron in.',
    // Dutch residents declare their savings (box 3), not the interest as income
    gross:
      'De rente wordt bruto uitbetaald; uw spaartegoed geeft u op in box 3 van uw belastingaangifte.',
    grossByTaxCode:
      'De rente wordt bruto uitbetaald. Rente boven uw Personal Savings Allowance belast HMRC meestal via uw belastingcode; doet u aangifte via Self Assessment, geef de rente daar dan op.',
    afterTaxAtSource: (country) =>
      `De rente wordt uitbetaald na inhouding van bronbelasting (land van de bank: ${country}); uw spaartegoed geeft u op in box 3 van uw belastingaangifte.`,
  },
  prolongation: {
    notApplicable: 'Niet van toepassing: het product heeft geen vaste looptijd.',
    automatic:
      'Wordt verlengd voor dezelfde looptijd tegen de dan geldende rente, tenzij u dat niet wilt.',
    paidOut: 'Wordt op de einddatum uitbetaald op uw transactierekening.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Deposito in ${currency} zonder vaste looptijd bij een bank in ${country}.`
      : `Deposito in ${currency} met een looptijd van ${months} maanden bij een bank in ${country}.`,
  interestPaymentTermsHtml:
    '<p>De rente wordt berekend op basis van <strong>act/365</strong> en bijgeschreven op uw rekening.</p>' +
    '<ul><li>Geen rekeningkosten</li><li>Rente vast zoals vermeld in de aanbieding</li></ul>',
  rateChangesNotice:
    'De bank kan de variabele rente wijzigen; u wordt geïnformeerd voordat die ingaat.',
  terminationNotice: (n) => `Zeg ${dagen(n)} van tevoren op voordat u het geld nodig hebt.`,
  specialFeatures: {
    rateGuaranteed: 'Rente gegarandeerd voor de hele looptijd',
    openedOnline: 'Rekening in ongeveer tien minuten online geopend',
    noManagementFees: 'Geen beheerkosten',
    interestToReferenceAccount: 'Rente bijgeschreven op uw tegenrekening',
    statutoryProtection: 'Deposito beschermd door het wettelijke garantiestelsel',
    renewableLending: 'Steunt lokale kredieten voor hernieuwbare energie',
  },
  costs: {
    noAccountFees: 'Geen rekeningkosten.',
    transfersByOwnBank: 'Kosteloos; uw eigen bank kan kosten rekenen voor overboekingen.',
    noFees: 'Geen kosten voor openen, beheer of opheffen.',
  },
  welcomeBonus: 'Welkomstbonus op de rente van de eerste drie maanden.',
  documentTitles: {
    'product-information-sheet': 'Productinformatieblad',
    'terms-and-conditions': 'Voorwaarden',
    'interest-rate-history': 'Renteverloop',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> is opgericht in ${b.founded} en bedient ongeveer ${b.customers} klanten in ${b.country}.</p>` +
    `<ul><li>Specialisatie: ${b.focus}</li><li>Landrating: ${b.rating}</li></ul>` +
    `<p>Meer over de bank op <a href="${b.website}">haar website</a>.</p>`,
  summary: (b) =>
    `${b.name} is een bank in ${b.country}, opgericht in ${b.founded}, gespecialiseerd in ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Tegoeden zijn beschermd door het <strong>${scheme}</strong> tot ${limit} per klant.</p>`,
  focuses: {
    smallBusinesses: 'het midden- en kleinbedrijf',
    privateSavers: 'particuliere spaarders',
    renewableEnergy: 'projecten voor hernieuwbare energie',
    mortgages: 'woninghypotheken',
    agriculture: 'landbouwkredieten',
  },
  sampleDocumentLines: [
    'Voorbeelddocument van de sandbox van het spaarportaal. Het bevat geen bindende informatie',
    'en bestaat zodat links in de lokale marktplaats naar een echte pdf leiden.',
    '',
    'Alle banken, producten en cijfers in de sandbox zijn fictief.',
  ],
}
