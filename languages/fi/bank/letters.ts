import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (ABA-reititysnumero ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Toimeksiannon vahvistus, ${bank}`,
    lines: (o) => [
      `Toimeksianto ${o.id}, päivätty ${o.date}`,
      `Pankki: ${o.bank}`,
      `Summa: ${o.amount}`,
      `Viite: ${o.reference}`,
      `Eräpäivänä: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Avausvahvistus, ${bank}`,
    lines: (d) => [
      `Talletus ${d.id} avattu ${d.date}`,
      `Pankki: ${d.bank} (${d.country})`,
      `Pääoma: ${d.principal}`,
      `Korko: ${d.rate} vuodessa, maksetaan ${d.payout}`,
      d.maturity ? `Eräpäivä: ${d.maturity}` : 'Ei kiinteää määräaikaa',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Maksutosite ${date}`,
    lines: (p) => [`Maksu ${p.date}: ${p.amount}`, `Saaja: ${p.payee}`, `Viite: ${p.reference}`],
  },
  interestStatement: {
    title: (year) => `Korkolaskelma ${year}`,
    line: (date, amount) => `${date}: korko ${amount}`,
  },
  taxSummary: {
    title: (year) => `Vuosi-ilmoitus verotusta varten ${year}`,
    lines: (t) => [`Verovuosi ${t.year}`, `Saadut korot: ${t.interest}`, `Lähdevero: ${t.tax}`],
  },
  interestPayouts: {
    MONTHLY: 'kuukausittain',
    QUARTERLY: 'neljännesvuosittain',
    ANNUAL: 'vuosittain',
    MATURITY: 'eräpäivänä',
  },
  prolongations: {
    NONE: 'maksu selvitystilille',
    PRINCIPAL: 'pääoma jatkuu, korko maksetaan',
    PRINCIPAL_AND_INTEREST: 'pääoma ja korko jatkuvat',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Korko ${from} – ${to}`,
  maturity: (on) => `Eräpäivä ${on}`,
  notice: (from, to) => `Irtisanominen ${from} – ${to}`,
  withdrawal: (id) => `Nosto ${id}`,
  payout: (id) => `Maksu ${id}`,
  referralBonus: 'Suosittelubonus',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'mTAN-tunnuksesi on avattu',
    text: 'Asiakaspalvelu avasi mTAN-tunnuksesi: maksuja ja muutoksia voi taas vahvistaa. Jos et pyytänyt tätä, soita asiakaspalveluun.',
  },
  mtanUnlockedMail: {
    title: 'mTAN-tunnuksesi on avattu',
    text: 'Asiakaspalvelu avasi mTAN-tunnuksesi. Jos et pyytänyt tätä, soita asiakaspalveluun.',
  },
  mtanLocked: {
    title: 'mTAN-tunnuksesi on lukittu',
    text: 'Maksuja tai muutoksia ei voi vahvistaa, ennen kuin asiakaspalvelu avaa lukituksen.',
  },
  messageReceived: {
    title: 'Uusi viesti postilaatikossasi',
    text: 'Pankki on lähettänyt sinulle viestin. Voit lukea sen postilaatikostasi.',
  },
  documentAvailable: {
    title: 'Uusi asiakirja on valmis',
    text: 'Löydät sen kohdasta Asiakirjat.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Käyttöoikeutesi on estetty',
    text: `Kirjautumisesi on estetty. Ota yhteyttä asiakaspalveluun eston poistamiseksi: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Vahvista uusi sähköpostiosoitteesi',
    text: `Avaa tämä linkki 24 tunnin kuluessa vahvistaaksesi uuden sähköpostiosoitteesi: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Sähköpostiosoitettasi ollaan vaihtamassa',
    text: 'Kirjautumisesi sähköpostiosoitteen vaihtoa on pyydetty. Jos et tehnyt pyyntöä, soita asiakaspalveluun.',
  },
  emailChanged: (email) => ({
    title: 'Sähköpostiosoitteesi on vaihdettu',
    text: `Kirjautumis- ja yhteyssähköpostiosoitteesi on nyt ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Matkapuhelinnumerosi on vaihdettu',
    text: `mTAN-tunnukset lähetetään nyt numeroon ${number}.`,
  }),
  passwordChanged: {
    title: 'Salasanasi on vaihdettu',
    text: 'Salasanasi on vaihdettu, ja kaikki muut istunnot on päätetty.',
  },
  passwordChangedMail: {
    title: 'Salasanasi on vaihdettu',
    text: 'Jos et tehnyt tätä itse, estä käyttöoikeutesi portaalissa tai soita asiakaspalveluun.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Uusi viitetilisi on käytössä',
    text: `Maksut menevät nyt tilille ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'Viitetilin vaihto hylättiin',
    text: reason ?? 'Ota yhteyttä asiakaspalveluun.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Verovapaustoimeksiantoasi on muutettu',
    text: `${bank}, ${year}: ${amount} (${kind === 'joint' ? 'yhteinen' : 'henkilökohtainen'} toimeksianto).`,
  }),
}

const purposes = {
  email_change: 'sähköpostiosoitteesi vaihdon',
  mobile_number_change: 'matkapuhelinnumerosi vaihdon',
  password_change: 'salasanasi vaihdon',
  address_change: 'osoitteesi muutoksen',
  financial_information_change: 'taloudellisten tietojesi muutoksen',
  reference_account_change: 'viitetilisi vaihdon',
  exemption_order_change: 'verovapaustoimeksiantosi',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `mTAN ${code} vahvistaa ${amount} sijoituksesi salkkuusi. Voimassa 5 minuuttia.`,
  payout: (code, amount, iban) =>
    `mTAN ${code} vahvistaa maksun ${amount} tilille ${iban}. Voimassa 5 minuuttia.`,
  dataChange: (code, purpose) =>
    `mTAN ${code} vahvistaa ${purposes[purpose]}. Voimassa 5 minuuttia.`,
  newMobileNumber: (code) =>
    `mTAN ${code} vahvistaa tämän numeron uudeksi matkapuhelinnumeroksesi. Voimassa 5 minuuttia.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'SEPA-suoraveloitusvaltuutus',
    liquid_pension_transfer_notice: 'Ilmoitus likvidien eläkevarojen siirrosta',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `SEPA-suoraveloitusvaltuutus, viite ${f.customerId}-DD. ` +
      `Minä, ${f.holder}, valtuutan säästöportaalin selvityspankin veloittamaan säästötoimeksiantojeni maksut viitetililtäni ${f.referenceIban} suoraveloituksena ja annan pankilleni ohjeen maksaa ne. ` +
      'Voin pyytää palautusta kahdeksan viikon kuluessa veloituspäivästä pankkini ehtojen mukaisesti.',
    liquid_pension_transfer_notice: (f) =>
      `Ilmoitus likvidien eläkevarojen siirrosta, asiakas ${f.customerId}. ` +
      `Minä, ${f.holder}, ilmoitan, että eläkesopimukseni likvidit varat siirretään säästöportaalin eläketuotteeseeni lähimpänä mahdollisena ajankohtana. ` +
      'Siirto on maksuton; pankki ilmoittaa asiasta aiemmalle palveluntarjoajalleni.',
  },
  noReferenceAccount: '(ei vielä)',
  agreedBy: (date, username) => `Hyväksytty ${date}, käyttäjä ${username}`,
}
