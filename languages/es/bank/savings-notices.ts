import type { SavingsNoticeTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { abaAccount } from './letters'

export const savingsNotices: SavingsNoticeTexts = {
  abaAccount,
  orderPlaced: (amount, bank, reference) => ({
    title: 'Hemos recibido su orden',
    text: `${amount} en ${bank}. Transfiera el importe desde su cuenta de referencia con el concepto ${reference}.`,
  }),
  orderForwarded: (amount, bank, opensOn) => ({
    title: 'Su dinero ha llegado',
    text: `Su orden de ${amount} se ha transmitido a ${bank}. El banco abre el depósito el ${opensOn}.`,
  }),
  orderCancelled: (amount, bank) => ({
    title: 'Su orden está cancelada',
    text: `La orden de ${amount} en ${bank} no se ejecutará.`,
  }),
  orderRejected: (amount, bank) => ({
    title: 'El banco ha rechazado su orden',
    text: `${bank} no ha podido aceptar la orden de ${amount}. El dinero ha vuelto a su cuenta de liquidación.`,
  }),
  depositOpened: (amount, bank) => ({
    title: 'Su depósito está abierto',
    text: `${bank} ha abierto su depósito de ${amount}.`,
  }),
  depositMatured: (bank, repaid, renewed) => ({
    title: 'Su depósito ha vencido',
    text: [
      `Su depósito en ${bank} ha vencido.`,
      repaid ? `${repaid} están en su cuenta de liquidación.` : '',
      renewed ? `${renewed} se han vuelto a invertir.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }),
  noticeGiven: (bank, amount, availableOn) => ({
    title: 'Hemos recibido su preaviso',
    text: `${amount ?? 'Todo el saldo'} en ${bank}: en su cuenta de liquidación el ${availableOn}.`,
  }),
  noticePaidOut: (amount, bank) => ({
    title: 'Su dinero con preaviso ha llegado',
    text: `${amount} de ${bank} están en su cuenta de liquidación.`,
  }),
  payoutExecuted: (amount, iban) => ({
    title: 'Su reintegro está en camino',
    text: `${amount} se transfieren a su cuenta de referencia ${iban}.`,
  }),
  referrerRewarded: (amount, friend) => ({
    title: 'Su bonificación por una recomendación',
    text: `${friend} ha abierto su primer depósito. ${amount} están en su cuenta de liquidación.`,
  }),
  friendRewarded: (amount) => ({
    title: 'Su bonificación de bienvenida',
    text: `Bienvenido: su primer depósito está abierto. ${amount} están en su cuenta de liquidación.`,
  }),
}
