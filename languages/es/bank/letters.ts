import type {
  AgreementTexts,
  BookingTexts,
  DocumentTexts,
  NoticeTexts,
  SmsTexts,
} from '../../../apps/sandbox/src/texts/sandbox-texts'

/** A US account (ABA scheme) as payouts name it: account number and routing number. */
export const abaAccount: SmsTexts['abaAccount'] = (routingNumber, accountNumber) =>
  `${accountNumber} (número de ruta ABA ${routingNumber})`

export const documents: DocumentTexts = {
  orderConfirmation: {
    title: (bank) => `Confirmación de la orden, ${bank}`,
    lines: (o) => [
      `Orden ${o.id} del ${o.date}`,
      `Banco: ${o.bank}`,
      `Importe: ${o.amount}`,
      `Concepto de la transferencia: ${o.reference}`,
      `Al vencimiento: ${o.atMaturity}`,
    ],
  },
  openingConfirmation: {
    title: (bank) => `Confirmación de apertura, ${bank}`,
    lines: (d) => [
      `Depósito ${d.id} abierto el ${d.date}`,
      `Banco: ${d.bank} (${d.country})`,
      `Capital: ${d.principal}`,
      `Tipo de interés: ${d.rate} anual, pagado ${d.payout}`,
      d.maturity ? `Vencimiento: ${d.maturity}` : 'Sin plazo fijo',
    ],
  },
  payoutStatement: {
    abaAccount,
    title: (date) => `Justificante de pago del ${date}`,
    lines: (p) => [
      `Pago el ${p.date}: ${p.amount}`,
      `Beneficiario: ${p.payee}`,
      `Concepto: ${p.reference}`,
    ],
  },
  interestStatement: {
    title: (year) => `Liquidación de intereses ${year}`,
    line: (date, amount) => `${date}: intereses ${amount}`,
  },
  taxSummary: {
    title: (year) => `Resumen fiscal anual ${year}`,
    lines: (t) => [
      `Ejercicio fiscal ${t.year}`,
      `Intereses obtenidos: ${t.interest}`,
      `Retención en origen: ${t.tax}`,
    ],
  },
  interestPayouts: {
    MONTHLY: 'mensualmente',
    QUARTERLY: 'trimestralmente',
    ANNUAL: 'anualmente',
    MATURITY: 'al vencimiento',
  },
  prolongations: {
    NONE: 'abono en la cuenta de liquidación',
    PRINCIPAL: 'renovar el capital y abonar los intereses',
    PRINCIPAL_AND_INTEREST: 'renovar capital e intereses',
  },
}

export const bookings: BookingTexts = {
  interest: (from, to) => `Intereses ${from} – ${to}`,
  maturity: (on) => `Vencimiento ${on}`,
  notice: (from, to) => `Preaviso ${from} – ${to}`,
  withdrawal: (id) => `Reintegro ${id}`,
  payout: (id) => `Pago ${id}`,
  referralBonus: 'Bonificación por recomendación',
}

export const notices: NoticeTexts = {
  abaAccount,
  mtanUnlocked: {
    title: 'Su mTAN está desbloqueada',
    text: 'Atención al cliente ha desbloqueado su mTAN: los pagos y los cambios pueden volver a confirmarse. Si no lo ha solicitado, llame a atención al cliente.',
  },
  mtanUnlockedMail: {
    title: 'Su mTAN está desbloqueada',
    text: 'Atención al cliente ha desbloqueado su mTAN. Si no lo ha solicitado, llame a atención al cliente.',
  },
  mtanLocked: {
    title: 'Su mTAN está bloqueada',
    text: 'No se pueden confirmar pagos ni cambios hasta que atención al cliente la desbloquee.',
  },
  messageReceived: {
    title: 'Nuevo mensaje en su buzón',
    text: 'El banco le ha escrito. Puede leer el mensaje en su buzón.',
  },
  documentAvailable: {
    title: 'Tiene un nuevo documento disponible',
    text: 'Lo encontrará en el apartado Documentos.',
  },
  accountBlockedMail: (phone, email) => ({
    title: 'Su acceso está bloqueado',
    text: `Su acceso está bloqueado. Para desbloquearlo, contacte con atención al cliente: ${phone}, ${email}.`,
  }),
  emailConfirmationMail: (link) => ({
    title: 'Confirme su nueva dirección de correo electrónico',
    text: `Abra este enlace en las próximas 24 horas para confirmar su nueva dirección de correo electrónico: ${link}`,
  }),
  emailChangeRequestedMail: {
    title: 'Se está cambiando su dirección de correo electrónico',
    text: 'Se ha solicitado un cambio de la dirección de correo electrónico de su acceso. Si no ha sido usted, llame a atención al cliente.',
  },
  emailChanged: (email) => ({
    title: 'Su dirección de correo electrónico ha cambiado',
    text: `Su dirección de correo electrónico de acceso y contacto es ahora ${email}.`,
  }),
  mobileChanged: (number) => ({
    title: 'Su número de móvil ha cambiado',
    text: `Las mTAN se envían ahora al ${number}.`,
  }),
  passwordChanged: {
    title: 'Su contraseña ha cambiado',
    text: 'Su contraseña ha cambiado y se han cerrado todas las demás sesiones.',
  },
  passwordChangedMail: {
    title: 'Su contraseña ha cambiado',
    text: 'Si no ha sido usted, bloquee su acceso en el portal o llame a atención al cliente.',
  },
  referenceAccountApproved: (iban) => ({
    title: 'Su nueva cuenta de referencia está activa',
    text: `Los pagos se abonan ahora en ${iban}.`,
  }),
  referenceAccountRejected: (reason) => ({
    title: 'Se ha rechazado el cambio de su cuenta de referencia',
    text: reason ?? 'Póngase en contacto con atención al cliente.',
  }),
  exemptionOrderChanged: (bank, year, amount, kind) => ({
    title: 'Su orden de exención ha cambiado',
    text: `${bank}, ${year}: ${amount} (orden ${kind === 'joint' ? 'conjunta' : 'individual'}).`,
  }),
}

const purposes = {
  email_change: 'el cambio de su dirección de correo electrónico',
  mobile_number_change: 'el cambio de su número de móvil',
  password_change: 'el cambio de su contraseña',
  address_change: 'el cambio de su dirección',
  financial_information_change: 'el cambio de su información financiera',
  reference_account_change: 'el cambio de su cuenta de referencia',
  exemption_order_change: 'su orden de exención',
} as const

export const sms: SmsTexts = {
  abaAccount,
  investment: (code, amount) =>
    `Su mTAN ${code} confirma su inversión de ${amount} en su cartera. Válida 5 minutos.`,
  payout: (code, amount, iban) =>
    `Su mTAN ${code} confirma el pago de ${amount} a ${iban}. Válida 5 minutos.`,
  dataChange: (code, purpose) => `Su mTAN ${code} confirma ${purposes[purpose]}. Válida 5 minutos.`,
  newMobileNumber: (code) =>
    `Su mTAN ${code} confirma este número como su nuevo número de móvil. Válida 5 minutos.`,
}

export const agreements: AgreementTexts = {
  titles: {
    direct_debit_mandate: 'Orden de domiciliación SEPA',
    liquid_pension_transfer_notice: 'Comunicación de traspaso de ahorro para la jubilación',
  },
  texts: {
    direct_debit_mandate: (f) =>
      `Orden de domiciliación SEPA, referencia ${f.customerId}-DD. ` +
      `Yo, ${f.holder}, autorizo al banco liquidador del portal de ahorro a cobrar mediante adeudo directo los pagos de mis órdenes de ahorro en mi cuenta de referencia ${f.referenceIban}, e instruyo a mi banco para que los atienda. ` +
      'Puedo solicitar la devolución en un plazo de ocho semanas desde la fecha del adeudo, según las condiciones de mi banco.',
    liquid_pension_transfer_notice: (f) =>
      `Comunicación de traspaso de activos líquidos de jubilación, cliente ${f.customerId}. ` +
      `Yo, ${f.holder}, comunico que los activos líquidos de mi contrato de jubilación deben traspasarse a mi producto de jubilación del portal de ahorro en la próxima fecha posible. ` +
      'El traspaso es gratuito; el banco informa a mi anterior proveedor.',
  },
  noReferenceAccount: '(todavía ninguna)',
  agreedBy: (date, username) => `Aceptado el ${date} por ${username}`,
}
