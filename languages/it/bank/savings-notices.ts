import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Abbiamo ricevuto il Suo ordine',
    text: `${amount} presso ${bank}. Trasferisca l’importo dal Suo conto di riferimento con la causale ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Il Suo denaro è arrivato',
    text: `Il Suo ordine di ${amount} è stato trasmesso a ${bank}. La banca apre il deposito il ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Il Suo ordine è annullato',
    text: `L’ordine di ${amount} presso ${bank} non verrà eseguito.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'La banca ha rifiutato il Suo ordine',
    text: `${bank} non ha potuto accettare l’ordine di ${amount}. Il denaro è tornato sul Suo conto di transito.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Il Suo deposito è aperto',
    text: `${bank} ha aperto il Suo deposito di ${amount}.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Il Suo deposito è scaduto',
    text: [
      `Il Suo deposito presso ${bank} è scaduto.`,
      repaid ? `${repaid} sono sul Suo conto di transito.` : '',
      renewed ? `${renewed} sono stati reinvestiti.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Abbiamo ricevuto il Suo preavviso',
    text: `${amount ?? 'L’intero saldo'} presso ${bank}: sul Suo conto di transito il ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Il Suo denaro con preavviso è arrivato',
    text: `${amount} da ${bank} sono sul Suo conto di transito.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Il Suo prelievo è in corso',
    text: `${amount} vengono trasferiti sul Suo conto di riferimento ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Il Suo bonus per una segnalazione',
    text: `${friend} ha aperto il primo deposito. ${amount} sono sul Suo conto di transito.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Il Suo bonus di benvenuto',
    text: `Benvenuto: il Suo primo deposito è aperto. ${amount} sono sul Suo conto di transito.`,
  }),
}
