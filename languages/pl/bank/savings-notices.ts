import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Otrzymaliśmy Twoje zlecenie',
    text: `${amount} w ${bank}. Przelej kwotę z rachunku referencyjnego, w tytule wpisz ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Twoje pieniądze wpłynęły',
    text: `Twoje zlecenie na ${amount} zostało przekazane do ${bank}. Bank otworzy lokatę ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Twoje zlecenie zostało anulowane',
    text: `Zlecenie na ${amount} w ${bank} nie zostanie wykonane.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'Bank odrzucił Twoje zlecenie',
    text: `${bank} nie mógł przyjąć zlecenia na ${amount}. Pieniądze wróciły na Twój rachunek rozliczeniowy.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Twoja lokata jest otwarta',
    text: `${bank} otworzył Twoją lokatę na ${amount}.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Twoja lokata dobiegła końca',
    text: [
      `Twoja lokata w ${bank} dobiegła końca.`,
      repaid ? `${repaid} jest na Twoim rachunku rozliczeniowym.` : '',
      renewed ? `${renewed} ulokowano ponownie.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Otrzymaliśmy Twoje wypowiedzenie',
    text: `${amount ?? 'Całe saldo'} w ${bank}: na Twoim rachunku rozliczeniowym ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Wypowiedziane środki wpłynęły',
    text: `${amount} z ${bank} jest na Twoim rachunku rozliczeniowym.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Twoja wypłata jest w drodze',
    text: `${amount} trafia na Twój rachunek referencyjny ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Twoja premia za polecenie',
    text: `${friend} otworzył(a) pierwszą lokatę. ${amount} jest na Twoim rachunku rozliczeniowym.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Twoja premia powitalna',
    text: `Witamy: Twoja pierwsza lokata jest otwarta. ${amount} jest na Twoim rachunku rozliczeniowym.`,
  }),
}
