import * as z from 'zod/mini'
import {
  bacNumberPattern,
  bankSlugPattern,
  contentSlugPattern,
  offerIdPattern,
} from './id-patterns'

/**
 * One schema per id (on `zod/mini`, so the edge and the browser can use them; they compose into
 * classic zod objects too). The patterns live in `id-patterns.ts`.
 */
export const OfferId = z.string().check(z.regex(offerIdPattern, 'Expected an offer id'))
export type OfferId = z.infer<typeof OfferId>

export const BankSlug = z.string().check(z.regex(bankSlugPattern, 'Expected a bank slug'))
export type BankSlug = z.infer<typeof BankSlug>

export const ContentSlug = z.string().check(z.regex(contentSlugPattern, 'Expected a content slug'))
export type ContentSlug = z.infer<typeof ContentSlug>

export const BacNumber = z
  .string()
  .check(z.regex(bacNumberPattern, 'Expected a BAC_ account number'))
export type BacNumber = z.infer<typeof BacNumber>
