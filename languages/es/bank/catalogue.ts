import type { BankTexts, OfferTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`)

export const offers: OfferTexts = {
  earlyTermination: {
    flexgeld: 'Retire cada mes todo el depósito o una parte; los intereses siguen garantizados.',
    overnight: 'Retire en cualquier momento a su cuenta de referencia.',
    notice: (n) => `Los reintegros se abonan ${dias(n)} después del preaviso.`,
    openEnded: 'Retire en cualquier momento.',
    fixed:
      'El depósito está inmovilizado hasta el vencimiento; no es posible cancelarlo anticipadamente.',
  },
  noTaxAtSource: (country) =>
    `País del banco: ${country}. No se practica retención en origen a los ahorradores residentes en otro país.`,
  taxAtSource: (country, percent) =>
    `País del banco: ${country}. Se practica una retención en origen del ${percent}; el convenio para evitar la doble imposición permite una devolución parcial o una deducción.`,
  noTaxAtSourceAtHome: 'El banco abona los intereses sin practicar retención.',
  taxAtSourceAtHome: (percent) =>
    `El banco practica una retención del ${percent} sobre los intereses y la ingresa en Hacienda.`,
  taxation: {
    automaticGerman:
      'La retención, el recargo de solidaridad y el impuesto eclesiástico se descuentan automáticamente.',
    withheldAtHome: 'El banco practica la retención sobre los intereses.',
    gross: 'Los intereses se abonan en bruto; declárelos en su declaración de la renta.',
    grossByTaxCode:
      'Los intereses se abonan en bruto. Por encima de su mínimo exento del ahorro (Personal Savings Allowance), HMRC los grava normalmente a través de su código fiscal; si presenta la declaración Self Assessment, inclúyalos en ella.',
    afterTaxAtSource: (country) =>
      `Los intereses se abonan tras la retención en origen (país del banco: ${country}); declárelos en su declaración de la renta.`,
  },
  prolongation: {
    notApplicable: 'No procede: el producto no tiene plazo fijo.',
    automatic:
      'Se renueva por el mismo plazo al tipo vigente en ese momento, salvo que usted se oponga.',
    paidOut: 'Se abona en su cuenta de liquidación al vencimiento.',
  },
  depositTerms: (months, currency, country) =>
    months === null
      ? `Depósito en ${currency} sin plazo fijo en un banco. País: ${country}.`
      : `Depósito a plazo fijo en ${currency} a ${months} meses en un banco. País: ${country}.`,
  interestPaymentTermsHtml:
    '<p>Los intereses se calculan según la base <strong>act/365</strong> y se abonan en su cuenta.</p>' +
    '<ul><li>Sin comisiones de mantenimiento</li><li>Tipo fijo según lo indicado en la oferta</li></ul>',
  rateChangesNotice:
    'El banco puede modificar el tipo variable; se le informará antes de que se aplique.',
  terminationNotice: (n) => `Dé el preaviso ${dias(n)} antes de necesitar el dinero.`,
  specialFeatures: {
    rateGuaranteed: 'Tipo de interés garantizado durante todo el plazo',
    openedOnline: 'Cuenta abierta en línea en unos diez minutos',
    noManagementFees: 'Sin comisiones de administración',
    interestToReferenceAccount: 'Intereses abonados en su cuenta de referencia',
    statutoryProtection: 'Depósito protegido por el sistema legal de garantía',
    renewableLending: 'Apoya la financiación local de energías renovables',
  },
  costs: {
    noAccountFees: 'Sin comisiones de mantenimiento.',
    transfersByOwnBank: 'Gratuito; su propio banco puede cobrar por las transferencias.',
    noFees: 'Sin comisiones de apertura, administración ni cancelación.',
  },
  welcomeBonus: 'Prima de bienvenida sobre los intereses de los tres primeros meses.',
  documentTitles: {
    'product-information-sheet': 'Ficha de información del producto',
    'terms-and-conditions': 'Términos y condiciones',
    'interest-rate-history': 'Evolución del tipo de interés',
  },
}

export const banks: BankTexts = {
  descriptionHtml: (b) =>
    `<p><strong>${b.name}</strong> se fundó en ${b.founded} y atiende a unos ${b.customers} clientes. País: ${b.country}.</p>` +
    `<ul><li>Especialidad: ${b.focus}</li><li>Calificación del país: ${b.rating}</li></ul>` +
    `<p>Más información en <a href="${b.website}">la web del banco</a>.</p>`,
  summary: (b) =>
    `${b.name} es un banco fundado en ${b.founded} (país: ${b.country}), especializado en ${b.focus}.`,
  guaranteeHtml: (scheme, limit) =>
    `<p>Los depósitos están protegidos por el <strong>${scheme}</strong> hasta ${limit} por cliente.</p>`,
  focuses: {
    smallBusinesses: 'pequeñas y medianas empresas',
    privateSavers: 'ahorradores particulares',
    renewableEnergy: 'proyectos de energías renovables',
    mortgages: 'hipotecas para vivienda',
    agriculture: 'crédito agrícola',
  },
  sampleDocumentLines: [
    'Documento de muestra del entorno de pruebas del portal de ahorro. No contiene información',
    'vinculante y existe para que los enlaces de la plataforma local lleven a un PDF real.',
    '',
    'Todos los bancos, productos y cifras del entorno de pruebas son ficticios.',
  ],
}
