import type { Messages } from './catalogue'

/**
 * Namespaces that client components read with `useTranslations`. Only these are serialised into
 * every page for the browser; server components translate on the server and ship none of theirs.
 */
export const clientNamespaces = ['Consent', 'Error', 'NotFound'] as const

/** Namespaces given to the browser by one screen's own provider, not by every page. */
export const screenNamespaces = ['Offers', 'Investments'] as const

/**
 * Read only by the login, registration and customer-area forms: their layouts add them
 * (components/shell/area-messages-provider.tsx), so public pages do not carry them.
 */
export const accountNamespaces = ['Auth'] as const

/** The customer area's layout adds these as well: every customer screen's client forms read them. */
export const customerNamespaces = [
  ...accountNamespaces,
  'Customer',
  'Savings',
  'Money',
  'CustomerData',
] as const

export function clientMessages(messages: Messages, extra: readonly string[] = []): Messages {
  return Object.fromEntries(
    [...clientNamespaces, ...extra].flatMap((namespace) =>
      messages[namespace] ? [[namespace, messages[namespace]]] : [],
    ),
  )
}

/** Offers messages the client-rendered offers table reads (the detail panels render on the server). */
const offersTableKeys = [
  'tableCaption',
  'columnBank',
  'columnTerm',
  'columnRate',
  'columnCompare',
  'columnNetRate',
  'columnAvailability',
  'columnPayout',
  'columnOrder',
  'guaranteeCountry',
  'effectiveRate',
  'nominalRate',
  'noTerm',
  'termMonths',
  'termYears',
  'yes',
  'no',
  'empty',
  'emptyHint',
  'compareOffer',
  'nominalEffective',
  'availability',
  'payout',
  'order',
  'labelsOf',
  'labels',
  'productDetails',
  'bankDetails',
  'allDetails',
  'detailsLoading',
  'detailsFailed',
  'detailsRetry',
  'tabConditions',
  'tabDescriptions',
  'pages',
] as const

export function offersTableMessages(messages: Messages): Messages {
  const offers = (messages.Offers ?? {}) as Record<string, unknown>
  return {
    Offers: Object.fromEntries(offersTableKeys.map((key) => [key, offers[key]])),
  } as Messages
}

/** The investment screens' texts (prognosis, risk classes, robo advisor, dashboards). */
export function investmentsMessages(messages: Messages): Messages {
  return { Investments: messages.Investments ?? {} } as Messages
}
