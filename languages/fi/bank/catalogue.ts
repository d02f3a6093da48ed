import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const paivaa = (n: number) => (n === 1 ? '1 päivä' : `${n} päivää`)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld: 'Voit nostaa joka kuukausi koko talletuksen tai osan siitä; korko pysyy taattuna.',
    overnight: 'Nosto milloin tahansa viitetilillesi.',
    notice: (n) => `Nostot maksetaan ${paivaa(n)} irtisanomisen jälkeen.`,
    openEnded: 'Nosto milloin tahansa.',
    fixed: 'Talletus on sidottu eräpäivään asti; ennenaikainen nosto ei ole mahdollista.',
  },
  noTaxAtSource: (country) =>
    `Pankin maa: ${country}. Muualla asuvilta säästäjiltä ei peritä lähdeveroa.`,
  taxAtSource: (country, percent) =>
    `Pankin maa: ${country}. Lähdevero on ${percent}; verosopimus mahdollistaa osittaisen palautuksen tai hyvityksen.`,
  noTaxAtSourceAtHome: 'Pankki maksaa koron ilman lähdeveroa.',
  taxAtSourceAtHome: (percent) =>
    `Pankki perii korosta ${percent} lähdeveroa ja tilittää sen Verohallinnolle.`,
  taxation: {
    automaticGerman: 'Lähdevero, solidaarisuusmaksu ja kirkollisvero peritään automaattisesti.',
    withheldAtHome: 'Pankki perii korosta lähdeveron.',
    gross: 'Korko maksetaan bruttona; ilmoita se veroilmoituksessasi.',
    grossByTaxCode:
      'Korko maksetaan bruttona. Säästöjen verovapaan osuuden (Personal Savings Allowance) ylittävän koron HMRC verottaa yleensä verokoodisi kautta; jos teet Self Assessment -veroilmoituksen, ilmoita korko siinä.',
    afterTaxAtSource: (country) =>
      `Korko maksetaan lähdeveron jälkeen (pankin maa: ${country}); ilmoita se veroilmoituksessasi.`,
  },
  prolongation: {
    notApplicable: 'Ei koske: tuotteella ei ole kiinteää määräaikaa.',
    automatic: 'Jatketaan samaksi määräajaksi silloin voimassa olevalla korolla, ellet kiellä.',
    paidOut: 'Maksetaan eräpäivänä selvitystilillesi.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Toistaiseksi voimassa oleva ${currency}-talletus pankissa. Maa: ${country}.`
      : `${months} kuukauden ${currency}-määräaikaistalletus pankissa. Maa: ${country}.`,
  interestPaymentTermsHtml:
    '<p>Korko lasketaan <strong>act/365</strong>-käytännön mukaan ja maksetaan tilillesi.</p>' +
    '<ul><li>Ei tilinhoitomaksuja</li><li>Korko kiinteä tarjouksen mukaisesti</li></ul>',
  rateChangesNotice:
    'Pankki voi muuttaa vaihtuvaa korkoa; saat tiedon ennen muutoksen voimaantuloa.',
  terminationNotice: (n) => `Irtisano ${paivaa(n)} ennen kuin tarvitset rahat.`,
  specialFeatures: {
    rateGuaranteed: 'Korko taattu koko määräajan',
    openedOnline: 'Tili avataan verkossa noin kymmenessä minuutissa',
    noManagementFees: 'Ei tilinhoitomaksuja',
    interestToReferenceAccount: 'Korko maksetaan viitetilillesi',
    statutoryProtection: 'Talletus on lakisääteisen talletussuojan piirissä',
    renewableLending: 'Tukee paikallista uusiutuvan energian rahoitusta',
  },
  costs: {
    noAccountFees: 'Ei tilinhoitomaksuja.',
    transfersByOwnBank: 'Maksuton; oma pankkisi voi veloittaa siirroista.',
    noFees: 'Ei avaamis-, hoito- tai lopetusmaksuja.',
  },
  welcomeBonus: 'Tervetulobonus kolmen ensimmäisen kuukauden korkoon.',
  documentTitles: {
    'product-information-sheet': 'Tuoteseloste',
    'terms-and-conditions': 'Ehdot',
    'interest-rate-history': 'Koron kehitys',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> on perustettu vuonna ${b.founded}, ja sillä on noin ${b.customers} asiakasta. Maa: ${b.country}.</p>` +
    `<ul><li>Painopiste: ${b.focus}</li><li>Maan luottoluokitus: ${b.rating}</li></ul>` +
    `<p>Lisätietoja pankista <a href="${b.website}">sen verkkosivuilla</a>.</p>`,
  summary: (b) =>
    `${b.name} on vuonna ${b.founded} perustettu pankki (maa: ${b.country}); painopiste: ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Talletukset suojaa <strong>${scheme}</strong> ${limit} asti asiakasta kohden.</p>`,
  focuses: {
    smallBusinesses: 'pienet ja keskisuuret yritykset',
    privateSavers: 'yksityiset säästäjät',
    renewableEnergy: 'uusiutuvan energian hankkeet',
    mortgages: 'asuntolainat',
    agriculture: 'maatalouden rahoitus',
  },
  sampleDocumentLines: [
    'Säästöportaalin testiympäristön esimerkkiasiakirja. Se ei sisällä sitovia tietoja',
    'ja on olemassa, jotta paikallisen markkinapaikan linkit johtavat oikeaan PDF-tiedostoon.',
    '',
    'Kaikki testiympäristön pankit, tuotteet ja luvut ovat kuvitteellisia.',
  ],
}
