import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (ABA-routingnummer ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Opdrachtbevestiging, ${bank}`,
    lines: (o) => [
      `Opdracht ${o.id} van ${o.date}`,
      `Bank: ${o.bank}`,
      `Bedrag: ${o.amount}`,
      `Betalingskenmerk: ${o.reference}`,
      `Op de einddatum: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Openingsbevestiging, ${bank}`,
    lines: (d) => [
      `Deposito ${d.id} geopend op ${d.date}`,
      `Bank: ${d.bank} (${d.country})`,
      `Inleg: ${d.principal}`,
      `Rente: ${d.rate} per jaar, uitbetaald ${d.payout}`,
      d.maturity ? `Einddatum: ${d.maturity}` : 'Geen vaste looptijd',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Uitbetalingsbewijs van ${date}`,
    lines: (p) => [
      `Uitbetaling op ${p.date}: ${p.amount}`,
      `Aan: ${p.payee}`,
      `Omschrijving: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Renteoverzicht ${year}`,
    line: (date, amount) => `${date}: rente ${amount}`,
  },
  taxSummary: {
    title: (year) => `Jaaroverzicht belasting ${year}`,
    lines: (t) => [
      `Belastingjaar ${t.year}`,
      `Ontvangen rente: ${t.interest}`,
      `Bronbelasting: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'maandelijks',
    QUARTERLY: 'per kwartaal',
    ANNUAL: 'jaarlijks',
    MATURITY: 'op de einddatum',
  },
  prolongations: {
    NONE: 'uitbetalen op de transactierekening',
    PRINCIPAL: 'inleg verlengen, rente uitbetalen',
    PRINCIPAL_AND_INTEREST: 'inleg en rente verlengen',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Rente ${from} – ${to}`,
  maturity: (on) => `Einddatum ${on}`,
  notice: (from, to) => `Opzegging ${from} – ${to}`,
  withdrawal: (id) => `Opname ${id}`,
  payout: (id) => `Uitbetaling ${id}`,
  referralBonus: 'Bonus vriend aanbrengen',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Uw mTAN is gedeblokkeerd',
    text: 'De klantenservice heeft uw mTAN gedeblokkeerd: uitbetalingen en wijzigingen kunnen weer worden bevestigd. Hebt u hier niet om gevraagd, bel dan de klantenservice.',
  },
  mtanUnlockedMail: {
    title: 'Uw mTAN is gedeblokkeerd',
    text: 'De klantenservice heeft uw mTAN gedeblokkeerd. Hebt u hier niet om gevraagd, bel dan de klantenservice.',
  },
  mtanLocked: {
    title: 'Uw mTAN is geblokkeerd',
    text: 'Er kunnen geen uitbetalingen of wijzigingen worden bevestigd totdat de klantenservice hem deblokkeert.',
  },
  messageReceived: {
    title: 'Nieuw bericht in uw postvak',
    text: 'De bank heeft u een bericht gestuurd. U kunt het lezen in uw postvak.',
  },
  documentAvailable: {
    title: 'Er staat een nieuw document voor u klaar',
    text: 'U vindt het onder Documenten.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Uw toegang is geblokkeerd',
    text: `Uw login is geblokkeerd. Neem voor deblokkering contact op met de klantenservice: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Bevestig uw nieuwe e-mailadres',
    text: `Open deze link binnen 24 uur om uw nieuwe e-mailadres te bevestigen: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Uw e-mailadres wordt gewijzigd',
    text: 'Er is een wijziging van het e-mailadres van uw login aangevraagd. Was u dit niet, bel dan de klantenservice.',
  },
  emailChanged: (email) => ({
    title: 'Uw e-mailadres is gewijzigd',
    text: `Uw e-mailadres voor login en contact is nu ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Uw mobiele nummer is gewijzigd',
    text: `mTAN’s gaan nu naar ${number}.`,
  }),
  passwordChanged: {
    title: 'Uw wachtwoord is gewijzigd',
    text: 'Uw wachtwoord is gewijzigd en alle andere sessies zijn beëindigd.',
  },
  passwordChangedMail: {
    title: 'Uw wachtwoord is gewijzigd',
    text: 'Was u dit niet, blokkeer dan uw toegang in het portaal of bel de klantenservice.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Uw nieuwe tegenrekening is actief',
    text: `Uitbetalingen gaan nu naar ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'De wijziging van uw tegenrekening is afgewezen',
    text: reason ?? 'Neem contact op met de klantenservice.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Uw vrijstellingsopdracht is gewijzigd',
    text: `${bank}, ${year}: ${amount} (${kind === 'joint' ? 'gezamenlijke' : 'individuele'} opdracht).`,
  }),
}

const purposes = {
  email_change: 'de wijziging van uw e-mailadres',
  mobile_number_change: 'de wijziging van uw mobiele nummer',
  password_change: 'de wijziging van uw wachtwoord',
  address_change: 'de wijziging van uw adres',
  financial_information_change: 'de wijziging van uw financiële gegevens',
  reference_account_change: 'de wijziging van uw tegenrekening',
  exemption_order_change: 'uw vrijstellingsopdracht',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Uw mTAN ${code} bevestigt uw belegging van ${amount} in uw portefeuille. 5 minuten geldig.`,
  payout: (code, amount, iban) =>
    `Uw mTAN ${code} bevestigt de uitbetaling van ${amount} aan ${iban}. 5 minuten geldig.`,
  dataChange: (code, purpose) =>
    `Uw mTAN ${code} bevestigt ${purposes[purpose]}. 5 minuten geldig.`,
  newMobileNumber: (code) =>
    `Uw mTAN ${code} bevestigt dit nummer als uw nieuwe mobiele nummer. 5 minuten geldig.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'SEPA-machtiging',
    liquid_pension_transfer_notice: 'Melding van overdracht van liquide pensioenvermogen',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `SEPA-machtiging, kenmerk ${f.customerId}-DD. ` +
      `Ik, ${f.holder}, machtig de afwikkelbank van het spaarportaal om betalingen voor mijn spaaropdrachten via automatische incasso af te schrijven van mijn tegenrekening ${f.referenceIban}, en geef mijn bank opdracht deze te betalen. ` +
      'Ik kan binnen acht weken na de afschrijvingsdatum terugbetaling vragen, volgens de voorwaarden van mijn bank.',
    liquid_pension_transfer_notice: (f) =>
      `Melding van overdracht van liquide pensioenvermogen, klant ${f.customerId}. ` +
      `Ik, ${f.holder}, meld dat het liquide vermogen van mijn pensioencontract op de eerst mogelijke datum moet worden overgedragen naar mijn pensioenproduct in het spaarportaal. ` +
      'De overdracht is kosteloos; mijn vorige aanbieder wordt door de bank geïnformeerd.',
  },
  noReferenceAccount: '(nog geen)',
  agreedBy: (date, username) => `Akkoord gegeven op ${date} door ${username}`,
}
