import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Ihr Auftrag ist eingegangen',
    text: `${amount} bei ${bank}. Überweisen Sie den Betrag von Ihrem Referenzkonto mit dem Verwendungszweck ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Ihr Geld ist eingegangen',
    text: `Ihr Auftrag über ${amount} ist an ${bank} weitergeleitet. Die Bank eröffnet die Anlage am ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Ihr Auftrag ist storniert',
    text: `Der Auftrag über ${amount} bei ${bank} wird nicht ausgeführt.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'Die Bank hat Ihren Auftrag abgelehnt',
    text: `${bank} konnte den Auftrag über ${amount} nicht annehmen. Das Geld ist zurück auf Ihrem Verrechnungskonto.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Ihre Anlage ist eröffnet',
    text: `${bank} hat Ihre Anlage über ${amount} eröffnet.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Ihre Anlage ist fällig geworden',
    text: [
      `Ihre Anlage bei ${bank} ist fällig geworden.`,
      repaid ? `${repaid} sind auf Ihrem Verrechnungskonto.` : '',
      renewed ? `${renewed} sind neu angelegt.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Ihre Kündigung ist eingegangen',
    text: `${amount ?? 'Das gesamte Guthaben'} bei ${bank}: am ${availableOn} auf Ihrem Verrechnungskonto.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Ihr gekündigtes Geld ist da',
    text: `${amount} von ${bank} sind auf Ihrem Verrechnungskonto.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Ihre Auszahlung ist unterwegs',
    text: `${amount} gehen an Ihr Referenzkonto ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Ihre Prämie für eine Empfehlung',
    text: `${friend} hat die erste Anlage eröffnet. ${amount} sind auf Ihrem Verrechnungskonto.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Ihre Prämie für die Empfehlung',
    text: `Willkommen: Ihre erste Anlage ist eröffnet. ${amount} sind auf Ihrem Verrechnungskonto.`,
  }),
}
