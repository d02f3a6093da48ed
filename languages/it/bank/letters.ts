import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (routing number ABA ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Conferma d’ordine, ${bank}`,
    lines: (o) => [
      `Ordine ${o.id} del ${o.date}`,
      `Banca: ${o.bank}`,
      `Importo: ${o.amount}`,
      `Causale del bonifico: ${o.reference}`,
      `Alla scadenza: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Conferma di apertura, ${bank}`,
    lines: (d) => [
      `Deposito ${d.id} aperto il ${d.date}`,
      `Banca: ${d.bank} (${d.country})`,
      `Capitale: ${d.principal}`,
      `Tasso d’interesse: ${d.rate} annuo, liquidato ${d.payout}`,
      d.maturity ? `Scadenza: ${d.maturity}` : 'Senza scadenza fissa',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Contabile di pagamento del ${date}`,
    lines: (p) => [
      `Pagamento del ${p.date}: ${p.amount}`,
      `Beneficiario: ${p.payee}`,
      `Causale: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Estratto interessi ${year}`,
    line: (date, amount) => `${date}: interessi ${amount}`,
  },
  taxSummary: {
    title: (year) => `Riepilogo fiscale annuale ${year}`,
    lines: (t) => [
      `Anno fiscale ${t.year}`,
      `Interessi maturati: ${t.interest}`,
      `Ritenuta alla fonte: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'mensilmente',
    QUARTERLY: 'trimestralmente',
    ANNUAL: 'annualmente',
    MATURITY: 'alla scadenza',
  },
  prolongations: {
    NONE: 'accredito sul conto di transito',
    PRINCIPAL: 'rinnovo del capitale, interessi accreditati',
    PRINCIPAL_AND_INTEREST: 'rinnovo di capitale e interessi',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Interessi ${from} – ${to}`,
  maturity: (on) => `Scadenza ${on}`,
  notice: (from, to) => `Preavviso ${from} – ${to}`,
  withdrawal: (id) => `Prelievo ${id}`,
  payout: (id) => `Pagamento ${id}`,
  referralBonus: 'Bonus Presenta un amico',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'La Sua mTAN è sbloccata',
    text: 'Il servizio clienti ha sbloccato la Sua mTAN: pagamenti e modifiche possono di nuovo essere confermati. Se non l’ha richiesto, chiami il servizio clienti.',
  },
  mtanUnlockedMail: {
    title: 'La Sua mTAN è sbloccata',
    text: 'Il servizio clienti ha sbloccato la Sua mTAN. Se non l’ha richiesto, chiami il servizio clienti.',
  },
  mtanLocked: {
    title: 'La Sua mTAN è bloccata',
    text: 'Nessun pagamento né modifica può essere confermato finché il servizio clienti non la sblocca.',
  },
  messageReceived: {
    title: 'Nuovo messaggio nella Sua casella postale',
    text: 'La banca Le ha scritto. Può leggere il messaggio nella Sua casella postale.',
  },
  documentAvailable: {
    title: 'È disponibile un nuovo documento',
    text: 'Lo trova nella sezione Documenti.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Il Suo accesso è bloccato',
    text: `Il Suo accesso è bloccato. Per sbloccarlo, contatti il servizio clienti: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Confermi il Suo nuovo indirizzo e-mail',
    text: `Apra questo link entro 24 ore per confermare il Suo nuovo indirizzo e-mail: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Il Suo indirizzo e-mail sta per essere modificato',
    text: 'È stata richiesta una modifica dell’indirizzo e-mail del Suo accesso. Se non è stato Lei, chiami il servizio clienti.',
  },
  emailChanged: (email) => ({
    title: 'Il Suo indirizzo e-mail è stato modificato',
    text: `Il Suo indirizzo e-mail di accesso e di contatto è ora ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Il Suo numero di cellulare è stato modificato',
    text: `Le mTAN vengono ora inviate al ${number}.`,
  }),
  passwordChanged: {
    title: 'La Sua password è stata modificata',
    text: 'La Sua password è stata modificata e tutte le altre sessioni sono state chiuse.',
  },
  passwordChangedMail: {
    title: 'La Sua password è stata modificata',
    text: 'Se non è stato Lei, blocchi il Suo accesso nel portale o chiami il servizio clienti.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Il Suo nuovo conto di riferimento è attivo',
    text: `I pagamenti vengono ora accreditati su ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'La modifica del Suo conto di riferimento è stata respinta',
    text: reason ?? 'La preghiamo di contattare il servizio clienti.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Il Suo ordine di esenzione è stato modificato',
    text: `${bank}, ${year}: ${amount} (ordine ${kind === 'joint' ? 'congiunto' : 'individuale'}).`,
  }),
}

const purposes = {
  email_change: 'la modifica del Suo indirizzo e-mail',
  mobile_number_change: 'la modifica del Suo numero di cellulare',
  password_change: 'la modifica della Sua password',
  address_change: 'la modifica del Suo indirizzo',
  financial_information_change: 'la modifica delle Sue informazioni finanziarie',
  reference_account_change: 'la modifica del Suo conto di riferimento',
  exemption_order_change: 'il Suo ordine di esenzione',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `La Sua mTAN ${code} conferma il Suo investimento di ${amount} nel Suo portafoglio. Valida 5 minuti.`,
  payout: (code, amount, iban) =>
    `La Sua mTAN ${code} conferma il pagamento di ${amount} a ${iban}. Valida 5 minuti.`,
  dataChange: (code, purpose) =>
    `La Sua mTAN ${code} conferma ${purposes[purpose]}. Valida 5 minuti.`,
  newMobileNumber: (code) =>
    `La Sua mTAN ${code} conferma questo numero come Suo nuovo numero di cellulare. Valida 5 minuti.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'Mandato di addebito diretto SEPA',
    liquid_pension_transfer_notice: 'Comunicazione di trasferimento della previdenza liquida',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `Mandato di addebito diretto SEPA, riferimento ${f.customerId}-DD. ` +
      `Io sottoscritto/a, ${f.holder}, autorizzo la banca di regolamento del portale del risparmio ad addebitare sul mio conto di riferimento ${f.referenceIban} i pagamenti dei miei ordini di risparmio e do istruzione alla mia banca di eseguirli. ` +
      'Posso chiedere il rimborso entro otto settimane dalla data di addebito, alle condizioni della mia banca.',
    liquid_pension_transfer_notice: (f) =>
      `Comunicazione di trasferimento del patrimonio previdenziale liquido, cliente ${f.customerId}. ` +
      `Io sottoscritto/a, ${f.holder}, comunico che il patrimonio liquido del mio contratto previdenziale deve essere trasferito al mio prodotto previdenziale del portale del risparmio alla prima data possibile. ` +
      'Il trasferimento è gratuito; la banca informa il mio precedente fornitore.',
  },
  noReferenceAccount: '(ancora nessuno)',
  agreedBy: (date, username) => `Accettato il ${date} da ${username}`,
}
