import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const jours = (n: number) => (n < 2 ? `${n} jour` : `${n} jours`)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld: 'Retirez tout ou partie du dépôt chaque mois ; les intérêts restent garantis.',
    overnight: 'Retrait à tout moment vers votre compte de référence.',
    notice: (n) => `Les retraits sont versés ${jours(n)} après le préavis.`,
    openEnded: 'Retrait à tout moment.',
    fixed: 'Le dépôt est bloqué jusqu’à l’échéance ; un retrait anticipé n’est pas possible.',
  },
  noTaxAtSource: (country) =>
    `Pays de la banque : ${country}. Aucune retenue à la source n’y est prélevée sur les épargnants résidant ailleurs.`,
  taxAtSource: (country, percent) =>
    `Pays de la banque : ${country}. Une retenue à la source de ${percent} y est prélevée ; la convention fiscale permet un remboursement partiel ou un crédit d’impôt.`,
  noTaxAtSourceAtHome: 'La banque verse les intérêts sans retenue à la source.',
  taxAtSourceAtHome: (percent) =>
    `La banque prélève à la source ${percent} d’impôt sur les intérêts et le reverse à l’administration fiscale.`,
  taxation: {
    automaticGerman:
      'La retenue à la source, la contribution de solidarité et l’impôt ecclésiastique sont prélevés automatiquement.',
    withheldAtHome: 'La banque prélève l’impôt sur les intérêts à la source.',
    gross: 'Les intérêts sont versés bruts ; déclarez-les dans votre déclaration de revenus.',
    grossByTaxCode:
      'Les intérêts sont versés bruts. Au-delà de votre abattement sur l’épargne (Personal Savings Allowance), HMRC les impose en général via votre code fiscal ; si vous déposez une déclaration Self Assessment, déclarez-les-y.',
    afterTaxAtSource: (country) =>
      `Les intérêts sont versés après la retenue à la source (pays de la banque : ${country}) ; déclarez-les dans votre déclaration de revenus.`,
  },
  prolongation: {
    notApplicable: 'Sans objet : le produit n’a pas de durée fixe.',
    automatic:
      'Renouvelé pour la même durée au taux alors en vigueur, sauf si vous vous y opposez.',
    paidOut: 'Versé sur votre compte de transit à l’échéance.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Dépôt en ${currency} sans durée fixe auprès d’une banque. Pays : ${country}.`
      : `Dépôt à terme en ${currency} sur ${months} mois auprès d’une banque. Pays : ${country}.`,
  interestPaymentTermsHtml:
    '<p>Les intérêts sont calculés selon la convention <strong>act/365</strong> et crédités sur votre compte.</p>' +
    '<ul><li>Aucuns frais de tenue de compte</li><li>Taux fixe tel qu’indiqué dans l’offre</li></ul>',
  rateChangesNotice:
    'La banque peut modifier le taux variable ; vous êtes informé avant son application.',
  terminationNotice: (n) => `Donnez votre préavis ${jours(n)} avant d’avoir besoin de l’argent.`,
  specialFeatures: {
    rateGuaranteed: 'Taux d’intérêt garanti pendant toute la durée',
    openedOnline: 'Compte ouvert en ligne en une dizaine de minutes',
    noManagementFees: 'Aucuns frais de gestion du compte',
    interestToReferenceAccount: 'Intérêts crédités sur votre compte de référence',
    statutoryProtection: 'Dépôt protégé par le système légal de garantie',
    renewableLending: 'Soutient le financement local des énergies renouvelables',
  },
  costs: {
    noAccountFees: 'Aucuns frais de tenue de compte.',
    transfersByOwnBank: 'Gratuit ; votre propre banque peut facturer les virements.',
    noFees: 'Aucuns frais d’ouverture, de gestion ou de clôture.',
  },
  welcomeBonus: 'Prime de bienvenue sur les intérêts des trois premiers mois.',
  documentTitles: {
    'product-information-sheet': 'Document d’information sur le produit',
    'terms-and-conditions': 'Conditions générales',
    'interest-rate-history': 'Historique des taux',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> a été fondée en ${b.founded} et compte environ ${b.customers} clients. Pays : ${b.country}.</p>` +
    `<ul><li>Spécialité : ${b.focus}</li><li>Notation du pays : ${b.rating}</li></ul>` +
    `<p>En savoir plus sur <a href="${b.website}">le site de la banque</a>.</p>`,
  summary: (b) =>
    `${b.name} est une banque fondée en ${b.founded} (pays : ${b.country}), spécialisée dans les domaines suivants : ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Les dépôts sont protégés par le <strong>${scheme}</strong> jusqu’à ${limit} par client.</p>`,
  focuses: {
    smallBusinesses: 'petites et moyennes entreprises',
    privateSavers: 'épargnants particuliers',
    renewableEnergy: 'projets d’énergie renouvelable',
    mortgages: 'crédits immobiliers résidentiels',
    agriculture: 'crédits agricoles',
  },
  sampleDocumentLines: [
    'Document type du bac à sable du portail d’épargne. Il ne contient aucune information',
    'contractuelle et permet aux liens de la place de marché locale de mener à un vrai PDF.',
    '',
    'Toutes les banques, tous les produits et tous les chiffres du bac à sable sont fictifs.',
  ],
}
