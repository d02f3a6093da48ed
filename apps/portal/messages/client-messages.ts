import type { Messages } from './catalogue'

/**
 * Namespaces that client components read with `useTranslations`. Only these are serialised into
 * every page for the browser; server components translate on the server and ship none of theirs.
 */
export const clientNamespaces = ['Consent', 'Error', 'NotFound'] as const

/** Namespaces given to the browser by one screen's own provider, not by every page. */
export const screenNamespaces = ['Offers', 'Investments'] as const

/** The namespaces of `customerMessagePaths`: the customer area's and the login's texts. */
export const customerNamespaces = ['Auth', 'Customer', 'Savings', 'Money', 'CustomerData'] as const

/** Everything at `path` (dot-separated) in `messages`, copied into `into` at the same place. */
function copyPath(messages: Messages, path: string, into: Record<string, unknown>) {
  const keys = path.split('.')
  let from: unknown = messages
  let to = into
  for (const [index, key] of keys.entries()) {
    from = (from as Record<string, unknown> | undefined)?.[key]
    if (from === undefined) return
    if (index === keys.length - 1) {
      to[key] = from
    } else {
      to[key] ??= {}
      to = to[key] as Record<string, unknown>
    }
  }
}

const picks = new WeakMap<Messages, Map<readonly string[], Messages>>()

/**
 * The page-wide client namespaces, plus the message paths one area's client components read
 * (`messages/customer-message-paths.ts`).
 */
export function clientMessages(messages: Messages, paths: readonly string[] = []): Messages {
  // the catalogue of a language is loaded once, so its picks are kept beside it
  const kept = picks.get(messages)?.get(paths)
  if (kept) return kept
  const picked: Record<string, unknown> = Object.fromEntries(
    clientNamespaces.flatMap((namespace) =>
      messages[namespace] ? [[namespace, messages[namespace]]] : [],
    ),
  )
  for (const path of paths) copyPath(messages, path, picked)
  const byPaths = picks.get(messages) ?? new Map<readonly string[], Messages>()
  picks.set(messages, byPaths.set(paths, picked as Messages))
  return picked as Messages
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
