import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Toimeksiantosi on vastaanotettu',
    text: `${amount}, ${bank}. Siirrä summa vastatililtäsi viitteellä ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Rahasi ovat saapuneet',
    text: `${amount} toimeksiantosi on välitetty pankille ${bank}. Pankki avaa talletuksen ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Toimeksiantosi on peruttu',
    text: `${amount} toimeksiantoa pankissa ${bank} ei toteuteta.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'Pankki hylkäsi toimeksiantosi',
    text: `${bank} ei voinut hyväksyä ${amount} toimeksiantoa. Rahat ovat takaisin selvitystililläsi.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Talletuksesi on avattu',
    text: `${bank} on avannut ${amount} talletuksesi.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Talletuksesi on erääntynyt',
    text: [
      `Talletuksesi pankissa ${bank} on erääntynyt.`,
      repaid ? `${repaid} on selvitystililläsi.` : '',
      renewed ? `${renewed} on talletettu uudelleen.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Irtisanomisesi on vastaanotettu',
    text: `${amount ?? 'Koko saldo'}, ${bank}: selvitystililläsi ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Irtisanotut rahasi ovat saapuneet',
    text: `${amount} pankista ${bank} on selvitystililläsi.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Nostosi on matkalla',
    text: `${amount} siirretään vastatilillesi ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Bonuksesi suosittelusta',
    text: `${friend} on avannut ensimmäisen talletuksensa. ${amount} on selvitystililläsi.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Tervetuliaisbonuksesi',
    text: `Tervetuloa: ensimmäinen talletuksesi on avattu. ${amount} on selvitystililläsi.`,
  }),
}
