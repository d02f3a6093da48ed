import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Votre ordre a été reçu',
    text: `${amount} chez ${bank}. Virez le montant depuis votre compte de référence avec la référence ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Votre argent est arrivé',
    text: `Votre ordre de ${amount} a été transmis à ${bank}. La banque ouvre le dépôt le ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Votre ordre est annulé',
    text: `L’ordre de ${amount} chez ${bank} ne sera pas exécuté.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'La banque a refusé votre ordre',
    text: `${bank} n’a pas pu accepter l’ordre de ${amount}. L’argent est de retour sur votre compte de transit.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Votre dépôt est ouvert',
    text: `${bank} a ouvert votre dépôt de ${amount}.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Votre dépôt est arrivé à échéance',
    text: [
      `Votre dépôt chez ${bank} est arrivé à échéance.`,
      repaid ? `${repaid} se trouvent sur votre compte de transit.` : '',
      renewed ? `${renewed} ont été replacés.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Votre préavis a été reçu',
    text: `${amount ?? 'La totalité du solde'} chez ${bank} : sur votre compte de transit le ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Votre argent en préavis est arrivé',
    text: `${amount} de ${bank} se trouvent sur votre compte de transit.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Votre virement est en cours',
    text: `${amount} sont virés sur votre compte de référence ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Votre prime de parrainage',
    text: `${friend} a ouvert son premier placement. ${amount} se trouvent sur votre compte de transit.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Votre prime de bienvenue',
    text: `Bienvenue : votre premier placement est ouvert. ${amount} se trouvent sur votre compte de transit.`,
  }),
}
