import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (ABA-Routingnummer ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Auftragsbestätigung, ${bank}`,
    lines: (o) => [
      `Auftrag ${o.id} vom ${o.date}`,
      `Bank: ${o.bank}`,
      `Betrag: ${o.amount}`,
      `Verwendungszweck: ${o.reference}`,
      `Bei Fälligkeit: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Eröffnungsbestätigung, ${bank}`,
    lines: (d) => [
      `Anlage ${d.id} eröffnet am ${d.date}`,
      `Bank: ${d.bank} (${d.country})`,
      `Anlagebetrag: ${d.principal}`,
      `Zinssatz: ${d.rate} p. a., Zinszahlung ${d.payout}`,
      d.maturity ? `Fälligkeit: ${d.maturity}` : 'Keine feste Laufzeit',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Auszahlungsbeleg vom ${date}`,
    lines: (p) => [
      `Auszahlung am ${p.date}: ${p.amount}`,
      `An: ${p.payee}`,
      `Verwendungszweck: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Zinsabrechnung ${year}`,
    line: (date, amount) => `${date}: Zinsen ${amount}`,
  },
  taxSummary: {
    title: (year) => `Jahressteuerbescheinigung ${year}`,
    lines: (t) => [
      `Steuerjahr ${t.year}`,
      `Erhaltene Zinsen: ${t.interest}`,
      `Quellensteuer: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'monatlich',
    QUARTERLY: 'vierteljährlich',
    ANNUAL: 'jährlich',
    MATURITY: 'bei Fälligkeit',
  },
  prolongations: {
    NONE: 'Auszahlung auf das Verrechnungskonto',
    PRINCIPAL: 'Anlagebetrag verlängern, Zinsen auszahlen',
    PRINCIPAL_AND_INTEREST: 'Anlagebetrag und Zinsen verlängern',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Zinsen ${from} – ${to}`,
  maturity: (on) => `Fälligkeit ${on}`,
  notice: (from, to) => `Kündigung ${from} – ${to}`,
  withdrawal: (id) => `Abhebung ${id}`,
  payout: (id) => `Auszahlung ${id}`,
  referralBonus: 'Prämie Freunde werben',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Ihre mTAN ist entsperrt',
    text: 'Der Kundenservice hat Ihre mTAN entsperrt: Auszahlungen und Änderungen können wieder bestätigt werden. Wenn Sie das nicht veranlasst haben, rufen Sie den Kundenservice an.',
  },
  mtanUnlockedMail: {
    title: 'Ihre mTAN ist entsperrt',
    text: 'Der Kundenservice hat Ihre mTAN entsperrt. Wenn Sie das nicht veranlasst haben, rufen Sie den Kundenservice an.',
  },
  mtanLocked: {
    title: 'Ihre mTAN ist gesperrt',
    text: 'Auszahlungen und Änderungen können erst wieder bestätigt werden, wenn der Kundenservice sie entsperrt.',
  },
  messageReceived: {
    title: 'Neue Nachricht in Ihrem Postfach',
    text: 'Wir haben Ihnen geschrieben. Sie finden die Nachricht in Ihrem Postfach.',
  },
  documentAvailable: {
    title: 'Ein neues Dokument liegt für Sie bereit',
    text: 'Sie finden es unter Dokumente.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Ihr Zugang ist gesperrt',
    text: `Ihr Login ist gesperrt. Zum Entsperren wenden Sie sich an den Kundenservice: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    text: `Öffnen Sie diesen Link innerhalb von 24 Stunden, um Ihre neue E-Mail-Adresse zu bestätigen: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Ihre E-Mail-Adresse wird geändert',
    text: 'Für Ihren Login wurde eine Änderung der E-Mail-Adresse beantragt. Wenn Sie das nicht waren, rufen Sie den Kundenservice an.',
  },
  emailChanged: (email) => ({
    title: 'Ihre E-Mail-Adresse wurde geändert',
    text: `Ihre E-Mail-Adresse für Login und Kontakt lautet jetzt ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Ihre Mobilnummer wurde geändert',
    text: `mTANs gehen jetzt an ${number}.`,
  }),
  passwordChanged: {
    title: 'Ihr Passwort wurde geändert',
    text: 'Ihr Passwort wurde geändert und alle anderen Sitzungen wurden beendet.',
  },
  passwordChangedMail: {
    title: 'Ihr Passwort wurde geändert',
    text: 'Wenn Sie das nicht waren, sperren Sie Ihren Zugang im Portal oder rufen Sie den Kundenservice an.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Ihr neues Referenzkonto ist aktiv',
    text: `Auszahlungen gehen jetzt an ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'Die Änderung Ihres Referenzkontos wurde abgelehnt',
    text: reason ?? 'Bitte wenden Sie sich an den Kundenservice.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Ihr Freistellungsauftrag wurde geändert',
    text: `${bank}, ${year}: ${amount} (${kind === 'joint' ? 'gemeinsamer Freistellungsauftrag' : 'Einzel-Freistellungsauftrag'}).`,
  }),
}

const purposes = {
  email_change: 'die Änderung Ihrer E-Mail-Adresse',
  mobile_number_change: 'die Änderung Ihrer Mobilnummer',
  password_change: 'die Änderung Ihres Passworts',
  address_change: 'die Änderung Ihrer Adresse',
  financial_information_change: 'die Änderung Ihrer Finanzangaben',
  reference_account_change: 'die Änderung Ihres Referenzkontos',
  exemption_order_change: 'Ihren Freistellungsauftrag',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Ihre mTAN ${code} bestätigt Ihre Geldanlage von ${amount} in Ihr Depot. Gültig 5 Minuten.`,
  payout: (code, amount, iban) =>
    `Ihre mTAN ${code} bestätigt die Auszahlung von ${amount} an ${iban}. Gültig 5 Minuten.`,
  dataChange: (code, purpose) =>
    `Ihre mTAN ${code} bestätigt ${purposes[purpose]}. Gültig 5 Minuten.`,
  newMobileNumber: (code) =>
    `Ihre mTAN ${code} bestätigt diese Nummer als Ihre neue Mobilnummer. Gültig 5 Minuten.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'SEPA-Lastschriftmandat',
    liquid_pension_transfer_notice: 'Mitteilung zur Übertragung liquider Altersvorsorge',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `SEPA-Lastschriftmandat, Mandatsreferenz ${f.customerId}-DD. ` +
      `Ich, ${f.holder}, ermächtige die Abwicklungsbank des Sparportals, Zahlungen für meine Sparaufträge von meinem Referenzkonto ${f.referenceIban} mittels Lastschrift einzuziehen, und weise mein Kreditinstitut an, diese Lastschriften einzulösen. ` +
      'Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung verlangen; es gelten die Bedingungen meines Kreditinstituts.',
    liquid_pension_transfer_notice: (f) =>
      `Mitteilung zur Übertragung liquider Altersvorsorgevermögen, Kunde ${f.customerId}. ` +
      `Ich, ${f.holder}, teile mit, dass das liquide Vermögen meines Altersvorsorgevertrags zum nächstmöglichen Termin auf mein Altersvorsorgeprodukt im Sparportal übertragen werden soll. ` +
      'Die Übertragung ist kostenlos; mein bisheriger Anbieter wird von der Bank informiert.',
  },
  noReferenceAccount: '(noch keines)',
  agreedBy: (date, username) => `Zugestimmt am ${date} von ${username}`,
}
