import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Uw opdracht is ontvangen',
    text: `${amount} bij ${bank}. Maak het bedrag over vanaf uw tegenrekening met de omschrijving ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Uw geld is binnen',
    text: `Uw opdracht van ${amount} is doorgestuurd naar ${bank}. De bank opent het deposito op ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Uw opdracht is geannuleerd',
    text: `De opdracht van ${amount} bij ${bank} wordt niet uitgevoerd.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'De bank heeft uw opdracht afgewezen',
    text: `${bank} kon de opdracht van ${amount} niet aannemen. Het geld staat weer op uw transactierekening.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Uw deposito is geopend',
    text: `${bank} heeft uw deposito van ${amount} geopend.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Uw deposito heeft de einddatum bereikt',
    text: [
      `Uw deposito bij ${bank} heeft de einddatum bereikt.`,
      repaid ? `${repaid} staat op uw transactierekening.` : '',
      renewed ? `${renewed} is opnieuw vastgezet.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Uw opzegging is ontvangen',
    text: `${amount ?? 'Het volledige saldo'} bij ${bank}: op ${availableOn} op uw transactierekening.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Uw opgezegde geld is binnen',
    text: `${amount} van ${bank} staat op uw transactierekening.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Uw uitbetaling is onderweg',
    text: `${amount} gaat naar uw tegenrekening ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Uw bonus voor een aanbeveling',
    text: `${friend} heeft de eerste spaarrekening geopend. ${amount} staat op uw transactierekening.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Uw welkomstbonus',
    text: `Welkom: uw eerste spaarrekening is geopend. ${amount} staat op uw transactierekening.`,
  }),
}
