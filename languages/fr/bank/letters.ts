import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (numéro de routage ABA ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Confirmation d’ordre, ${bank}`,
    lines: (o) => [
      `Ordre ${o.id} du ${o.date}`,
      `Banque : ${o.bank}`,
      `Montant : ${o.amount}`,
      `Référence du virement : ${o.reference}`,
      `À l’échéance : ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Confirmation d’ouverture, ${bank}`,
    lines: (d) => [
      `Dépôt ${d.id} ouvert le ${d.date}`,
      `Banque : ${d.bank} (${d.country})`,
      `Capital : ${d.principal}`,
      `Taux d’intérêt : ${d.rate} par an, versés ${d.payout}`,
      d.maturity ? `Échéance : ${d.maturity}` : 'Sans durée fixe',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Avis de versement du ${date}`,
    lines: (p) => [
      `Versement le ${p.date} : ${p.amount}`,
      `Bénéficiaire : ${p.payee}`,
      `Référence : ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Relevé d’intérêts ${year}`,
    line: (date, amount) => `${date} : intérêts ${amount}`,
  },
  taxSummary: {
    title: (year) => `Récapitulatif fiscal annuel ${year}`,
    lines: (t) => [
      `Année fiscale ${t.year}`,
      `Intérêts perçus : ${t.interest}`,
      `Retenue à la source : ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'chaque mois',
    QUARTERLY: 'chaque trimestre',
    ANNUAL: 'chaque année',
    MATURITY: 'à l’échéance',
  },
  prolongations: {
    NONE: 'versement sur le compte de transit',
    PRINCIPAL: 'renouveler le capital, verser les intérêts',
    PRINCIPAL_AND_INTEREST: 'renouveler le capital et les intérêts',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Intérêts ${from} – ${to}`,
  maturity: (on) => `Échéance ${on}`,
  notice: (from, to) => `Préavis ${from} – ${to}`,
  withdrawal: (id) => `Retrait ${id}`,
  payout: (id) => `Versement ${id}`,
  referralBonus: 'Prime de parrainage',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Votre mTAN est débloqué',
    text: 'Le service client a débloqué votre mTAN : les versements et les modifications peuvent de nouveau être confirmés. Si vous ne l’avez pas demandé, appelez le service client.',
  },
  mtanUnlockedMail: {
    title: 'Votre mTAN est débloqué',
    text: 'Le service client a débloqué votre mTAN. Si vous ne l’avez pas demandé, appelez le service client.',
  },
  mtanLocked: {
    title: 'Votre mTAN est bloqué',
    text: 'Aucun versement ni aucune modification ne peut être confirmé tant que le service client ne l’a pas débloqué.',
  },
  messageReceived: {
    title: 'Nouveau message dans votre messagerie',
    text: 'La banque vous a écrit. Vous pouvez lire ce message dans votre messagerie.',
  },
  documentAvailable: {
    title: 'Un nouveau document est disponible',
    text: 'Vous le trouverez dans la rubrique Mes documents.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Votre accès est bloqué',
    text: `Votre identifiant est bloqué. Pour le débloquer, contactez le service client : ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Confirmez votre nouvelle adresse e-mail',
    text: `Ouvrez ce lien dans les 24 heures pour confirmer votre nouvelle adresse e-mail : ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Votre adresse e-mail va être modifiée',
    text: 'Une modification de l’adresse e-mail de votre identifiant a été demandée. Si ce n’est pas vous, appelez le service client.',
  },
  emailChanged: (email) => ({
    title: 'Votre adresse e-mail a été modifiée',
    text: `Votre adresse e-mail de connexion et de contact est désormais ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Votre numéro de mobile a été modifié',
    text: `Les mTAN sont désormais envoyés au ${number}.`,
  }),
  passwordChanged: {
    title: 'Votre mot de passe a été modifié',
    text: 'Votre mot de passe a été modifié et toutes les autres sessions ont été fermées.',
  },
  passwordChangedMail: {
    title: 'Votre mot de passe a été modifié',
    text: 'Si ce n’est pas vous, bloquez votre accès dans le portail ou appelez le service client.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Votre nouveau compte de référence est actif',
    text: `Les versements sont désormais effectués sur ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'La modification de votre compte de référence a été refusée',
    text: reason ?? 'Veuillez contacter le service client.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Votre ordre d’exonération a été modifié',
    text: `${bank}, ${year} : ${amount} (ordre ${kind === 'joint' ? 'commun' : 'individuel'}).`,
  }),
}

const purposes = {
  email_change: 'la modification de votre adresse e-mail',
  mobile_number_change: 'la modification de votre numéro de mobile',
  password_change: 'la modification de votre mot de passe',
  address_change: 'la modification de votre adresse',
  financial_information_change: 'la modification de vos informations financières',
  reference_account_change: 'la modification de votre compte de référence',
  exemption_order_change: 'votre ordre d’exonération',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Votre mTAN ${code} confirme votre investissement de ${amount} dans votre portefeuille. Valable 5 minutes.`,
  payout: (code, amount, iban) =>
    `Votre mTAN ${code} confirme le versement de ${amount} sur ${iban}. Valable 5 minutes.`,
  dataChange: (code, purpose) =>
    `Votre mTAN ${code} confirme ${purposes[purpose]}. Valable 5 minutes.`,
  newMobileNumber: (code) =>
    `Votre mTAN ${code} confirme ce numéro comme votre nouveau numéro de mobile. Valable 5 minutes.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'Mandat de prélèvement SEPA',
    liquid_pension_transfer_notice: 'Avis de transfert d’épargne retraite disponible',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `Mandat de prélèvement SEPA, référence ${f.customerId}-DD. ` +
      `Je soussigné(e), ${f.holder}, autorise la banque de règlement du portail d’épargne à prélever les paiements de mes ordres d’épargne sur mon compte de référence ${f.referenceIban}, et donne instruction à ma banque de les payer. ` +
      'Je peux demander un remboursement dans les huit semaines suivant la date du prélèvement, selon les conditions de ma banque.',
    liquid_pension_transfer_notice: (f) =>
      `Avis de transfert d’actifs de retraite disponibles, client ${f.customerId}. ` +
      `Je soussigné(e), ${f.holder}, demande que les actifs disponibles de mon contrat de retraite soient transférés vers mon produit de retraite du portail d’épargne à la prochaine date possible. ` +
      'Le transfert est gratuit ; mon précédent prestataire est informé par la banque.',
  },
  noReferenceAccount: '(aucun pour l’instant)',
  agreedBy: (date, username) => `Accepté le ${date} par ${username}`,
}
