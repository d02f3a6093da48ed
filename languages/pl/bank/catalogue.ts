import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const plural = new Intl.PluralRules('pl')
const dni = (n: number) => (n === 1 ? '1 dzień' : `${n} dni`)
const miesiecy = (n: number) =>
  `${n} ${{ one: 'miesiąc', few: 'miesiące' }[plural.select(n) as 'one' | 'few'] ?? 'miesięcy'}`

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld:
      'Co miesiąc możesz wypłacić całą lokatę lub jej część; oprocentowanie pozostaje gwarantowane.',
    overnight: 'Wypłata w każdej chwili na Twój rachunek referencyjny.',
    notice: (n) => `Wypłaty są realizowane ${dni(n)} po złożeniu wypowiedzenia.`,
    openEnded: 'Wypłata w każdej chwili.',
    fixed: 'Lokata jest zablokowana do dnia zapadalności; wcześniejsze zerwanie nie jest możliwe.',
  },
  noTaxAtSource: (country) =>
    `Kraj banku: ${country}. Nie pobiera się tam podatku u źródła od oszczędzających mieszkających w innym kraju.`,
  taxAtSource: (country, percent) =>
    `Kraj banku: ${country}. Pobiera się tam ${percent} podatku u źródła; umowa o unikaniu podwójnego opodatkowania pozwala na częściowy zwrot lub zaliczenie.`,
  noTaxAtSourceAtHome: 'Bank wypłaca odsetki bez potrącania podatku u źródła.',
  taxAtSourceAtHome: (percent) =>
    `Bank pobiera od odsetek ${percent} podatku u źródła i odprowadza go do urzędu skarbowego.`,
  taxation: {
    automaticGerman:
      'Podatek u źródła, dodatek solidarnościowy i podatek kościelny są potrącane automatycznie.',
    withheldAtHome: 'Podatek od odsetek pobiera bank jako płatnik.',
    gross: 'Odsetki są wypłacane brutto; wykaż je w swoim zeznaniu podatkowym.',
    grossByTaxCode:
      'Odsetki są wypłacane brutto. Odsetki powyżej kwoty wolnej dla oszczędności (Personal Savings Allowance) HMRC opodatkowuje zwykle przez Twój kod podatkowy; jeśli składasz zeznanie Self Assessment, wykaż je w nim.',
    afterTaxAtSource: (country) =>
      `Odsetki są wypłacane po potrąceniu podatku u źródła (kraj banku: ${country}); wykaż je w swoim zeznaniu podatkowym.`,
  },
  prolongation: {
    notApplicable: 'Nie dotyczy: produkt nie ma stałego terminu.',
    automatic:
      'Odnawiana na ten sam okres według obowiązującego wtedy oprocentowania, chyba że zrezygnujesz.',
    paidOut: 'W dniu zapadalności wypłacana na Twój rachunek rozliczeniowy.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Depozyt w ${currency} bez stałego terminu w banku. Kraj: ${country}.`
      : `Lokata terminowa w ${currency} na ${miesiecy(months)} w banku. Kraj: ${country}.`,
  interestPaymentTermsHtml:
    '<p>Odsetki są naliczane według konwencji <strong>act/365</strong> i dopisywane do Twojego rachunku.</p>' +
    '<ul><li>Brak opłat za prowadzenie rachunku</li><li>Oprocentowanie stałe, jak podano w ofercie</li></ul>',
  rateChangesNotice:
    'Bank może zmienić zmienne oprocentowanie; poinformuje Cię o tym, zanim zmiana zacznie obowiązywać.',
  terminationNotice: (n) =>
    `Złóż wypowiedzenie ${dni(n)} przed terminem, w którym potrzebujesz pieniędzy.`,
  specialFeatures: {
    rateGuaranteed: 'Oprocentowanie gwarantowane przez cały okres',
    openedOnline: 'Rachunek otwierany online w około dziesięć minut',
    noManagementFees: 'Brak opłat za prowadzenie rachunku',
    interestToReferenceAccount: 'Odsetki na Twój rachunek referencyjny',
    statutoryProtection: 'Lokata chroniona przez ustawowy system gwarantowania',
    renewableLending: 'Wspiera lokalne kredyty na energię odnawialną',
  },
  costs: {
    noAccountFees: 'Brak opłat za prowadzenie rachunku.',
    transfersByOwnBank: 'Bezpłatnie; Twój bank może pobierać opłaty za przelewy.',
    noFees: 'Brak opłat za otwarcie, prowadzenie i zamknięcie.',
  },
  welcomeBonus: 'Premia powitalna od odsetek za pierwsze trzy miesiące.',
  documentTitles: {
    'product-information-sheet': 'Karta informacyjna produktu',
    'terms-and-conditions': 'Regulamin',
    'interest-rate-history': 'Historia oprocentowania',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> został założony w ${b.founded} roku i obsługuje około ${b.customers} klientów. Kraj: ${b.country}.</p>` +
    `<ul><li>Specjalizacja: ${b.focus}</li><li>Rating kraju: ${b.rating}</li></ul>` +
    `<p>Więcej o banku na <a href="${b.website}">jego stronie internetowej</a>.</p>`,
  summary: (b) =>
    `${b.name} to bank założony w ${b.founded} roku (kraj: ${b.country}), specjalizacja: ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Depozyty są chronione przez <strong>${scheme}</strong> do kwoty ${limit} na klienta.</p>`,
  focuses: {
    smallBusinesses: 'małe i średnie przedsiębiorstwa',
    privateSavers: 'oszczędzający klienci indywidualni',
    renewableEnergy: 'projekty energii odnawialnej',
    mortgages: 'kredyty hipoteczne',
    agriculture: 'kredyty rolnicze',
  },
  sampleDocumentLines: [
    'Przykładowy dokument środowiska testowego portalu oszczędnościowego. Nie zawiera',
    'wiążących informacji i istnieje po to, aby linki lokalnej platformy prowadziły do pliku PDF.',
    '',
    'Wszystkie banki, produkty i liczby w środowisku testowym są fikcyjne.',
  ],
}
