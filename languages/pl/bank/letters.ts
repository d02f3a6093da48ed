import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (numer rozliczeniowy ABA ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Potwierdzenie zlecenia, ${bank}`,
    lines: (o) => [
      `Zlecenie ${o.id} z dnia ${o.date}`,
      `Bank: ${o.bank}`,
      `Kwota: ${o.amount}`,
      `Tytuł przelewu: ${o.reference}`,
      `W dniu zapadalności: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Potwierdzenie otwarcia, ${bank}`,
    lines: (d) => [
      `Lokata ${d.id} otwarta ${d.date}`,
      `Bank: ${d.bank} (${d.country})`,
      `Kwota lokaty: ${d.principal}`,
      `Oprocentowanie: ${d.rate} w skali roku, wypłata odsetek ${d.payout}`,
      d.maturity ? `Termin zapadalności: ${d.maturity}` : 'Bez stałego terminu',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Potwierdzenie wypłaty z dnia ${date}`,
    lines: (p) => [
      `Wypłata ${p.date}: ${p.amount}`,
      `Odbiorca: ${p.payee}`,
      `Tytuł: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Zestawienie odsetek ${year}`,
    line: (date, amount) => `${date}: odsetki ${amount}`,
  },
  taxSummary: {
    title: (year) => `Roczne zestawienie podatkowe ${year}`,
    lines: (t) => [
      `Rok podatkowy ${t.year}`,
      `Otrzymane odsetki: ${t.interest}`,
      `Podatek u źródła: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'co miesiąc',
    QUARTERLY: 'co kwartał',
    ANNUAL: 'co rok',
    MATURITY: 'w dniu zapadalności',
  },
  prolongations: {
    NONE: 'wypłata na rachunek rozliczeniowy',
    PRINCIPAL: 'odnowienie kapitału, wypłata odsetek',
    PRINCIPAL_AND_INTEREST: 'odnowienie kapitału z odsetkami',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Odsetki ${from} – ${to}`,
  maturity: (on) => `Zapadalność ${on}`,
  notice: (from, to) => `Wypowiedzenie ${from} – ${to}`,
  withdrawal: (id) => `Wypłata z lokaty ${id}`,
  payout: (id) => `Wypłata ${id}`,
  referralBonus: 'Premia za polecenie',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Twój mTAN jest odblokowany',
    text: 'Obsługa klienta odblokowała Twój mTAN: wypłaty i zmiany można znowu potwierdzać. Jeśli to nie była Twoja prośba, zadzwoń do obsługi klienta.',
  },
  mtanUnlockedMail: {
    title: 'Twój mTAN jest odblokowany',
    text: 'Obsługa klienta odblokowała Twój mTAN. Jeśli to nie była Twoja prośba, zadzwoń do obsługi klienta.',
  },
  mtanLocked: {
    title: 'Twój mTAN jest zablokowany',
    text: 'Nie można potwierdzać wypłat ani zmian, dopóki obsługa klienta go nie odblokuje.',
  },
  messageReceived: {
    title: 'Nowa wiadomość w skrzynce pocztowej',
    text: 'Bank wysłał do Ciebie wiadomość. Możesz ją przeczytać w skrzynce pocztowej.',
  },
  documentAvailable: {
    title: 'Nowy dokument jest już dostępny',
    text: 'Znajdziesz go w zakładce Dokumenty.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Twój dostęp jest zablokowany',
    text: `Twój login jest zablokowany. Aby go odblokować, skontaktuj się z obsługą klienta: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Potwierdź nowy adres e-mail',
    text: `Otwórz ten link w ciągu 24 godzin, aby potwierdzić nowy adres e-mail: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Twój adres e-mail jest zmieniany',
    text: 'Zlecono zmianę adresu e-mail Twojego loginu. Jeśli to nie Ty, zadzwoń do obsługi klienta.',
  },
  emailChanged: (email) => ({
    title: 'Twój adres e-mail został zmieniony',
    text: `Twój adres e-mail do logowania i kontaktu to teraz ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Twój numer telefonu komórkowego został zmieniony',
    text: `Kody mTAN są teraz wysyłane na numer ${number}.`,
  }),
  passwordChanged: {
    title: 'Twoje hasło zostało zmienione',
    text: 'Twoje hasło zostało zmienione, a wszystkie pozostałe sesje zakończone.',
  },
  passwordChangedMail: {
    title: 'Twoje hasło zostało zmienione',
    text: 'Jeśli to nie Ty, zablokuj dostęp w portalu lub zadzwoń do obsługi klienta.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Twój nowy rachunek referencyjny jest aktywny',
    text: `Wypłaty trafiają teraz na ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'Zmiana rachunku referencyjnego została odrzucona',
    text: reason ?? 'Skontaktuj się z obsługą klienta.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Twoje zlecenie zwolnienia zostało zmienione',
    text: `${bank}, ${year}: ${amount} (zlecenie ${kind === 'joint' ? 'wspólne' : 'indywidualne'}).`,
  }),
}

const purposes = {
  email_change: 'zmianę adresu e-mail',
  mobile_number_change: 'zmianę numeru telefonu komórkowego',
  password_change: 'zmianę hasła',
  address_change: 'zmianę adresu',
  financial_information_change: 'zmianę informacji finansowych',
  reference_account_change: 'zmianę rachunku referencyjnego',
  exemption_order_change: 'zlecenie zwolnienia',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Twój mTAN ${code} potwierdza Twoją inwestycję ${amount} w portfel. Ważny 5 minut.`,
  payout: (code, amount, iban) =>
    `Twój mTAN ${code} potwierdza wypłatę ${amount} na ${iban}. Ważny 5 minut.`,
  dataChange: (code, purpose) =>
    `Twój mTAN ${code} potwierdza ${purposes[purpose]}. Ważny 5 minut.`,
  newMobileNumber: (code) =>
    `Twój mTAN ${code} potwierdza ten numer jako Twój nowy numer komórkowy. Ważny 5 minut.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'Polecenie zapłaty SEPA',
    liquid_pension_transfer_notice: 'Dyspozycja przeniesienia płynnych środków emerytalnych',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `Polecenie zapłaty SEPA, numer referencyjny ${f.customerId}-DD. ` +
      `Ja, ${f.holder}, upoważniam bank rozliczeniowy portalu oszczędnościowego do pobierania płatności za moje zlecenia oszczędnościowe z mojego rachunku referencyjnego ${f.referenceIban} w drodze polecenia zapłaty i polecam mojemu bankowi ich realizację. ` +
      'Mogę zażądać zwrotu w ciągu ośmiu tygodni od dnia obciążenia, na warunkach mojego banku.',
    liquid_pension_transfer_notice: (f) =>
      `Dyspozycja przeniesienia płynnych środków emerytalnych, klient ${f.customerId}. ` +
      `Ja, ${f.holder}, oświadczam, że płynne środki z mojej umowy emerytalnej mają zostać przeniesione do mojego produktu emerytalnego w portalu oszczędnościowym w najbliższym możliwym terminie. ` +
      'Przeniesienie jest bezpłatne; bank poinformuje mojego dotychczasowego dostawcę.',
  },
  noReferenceAccount: '(jeszcze brak)',
  agreedBy: (date, username) => `Zaakceptowano ${date}, użytkownik ${username}`,
}
