/** Kinds of the documents the bank generates for banks and offers, as the last part of an id. */
export const documentKinds = [
  'product-information-sheet',
  'terms-and-conditions',
  'interest-rate-history',
] as const
export type DocumentKind = (typeof documentKinds)[number]
