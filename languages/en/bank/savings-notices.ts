import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Your order has been received',
    text: `${amount} at ${bank}. Transfer the amount from your reference account with the reference ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Your money has arrived',
    text: `Your order of ${amount} has gone to ${bank}. The bank opens the deposit on ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Your order is cancelled',
    text: `The order of ${amount} at ${bank} will not be carried out.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'The bank has declined your order',
    text: `${bank} could not accept the order of ${amount}. The money is back on your settlement account.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Your deposit is open',
    text: `${bank} has opened your deposit of ${amount}.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Your deposit has matured',
    text: [
      `Your deposit at ${bank} has matured.`,
      repaid ? `${repaid} is on your settlement account.` : '',
      renewed ? `${renewed} has been placed again.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Your notice has been received',
    text: `${amount ?? 'The whole balance'} at ${bank}: on your settlement account on ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Your money under notice has arrived',
    text: `${amount} from ${bank} is on your settlement account.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Your payout is on its way',
    text: `${amount} is going to your reference account ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Your bonus for a referral',
    text: `${friend} has opened their first deposit. ${amount} is on your settlement account.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Your referral bonus',
    text: `Welcome: your first deposit is open. ${amount} is on your settlement account.`,
  }),
}
