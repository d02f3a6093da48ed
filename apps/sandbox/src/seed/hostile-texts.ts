import { readFileSync } from 'node:fs'
import type { Bank } from '@portal/domain'

/**
 * TEST ONLY (security e2e suite): `SANDBOX_SEED_HOSTILE_TEXTS=<file>` names a JSON array of
 * strings; payload i becomes the STRING_HTML `bank_description` of bank i (wrapping around when
 * there are more payloads than banks). Unset, the seed is unchanged.
 */
export function withHostileTexts(banks: Bank[], file = process.env.SANDBOX_SEED_HOSTILE_TEXTS) {
  if (!file) return banks
  const payloads: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(payloads) || !payloads.every((p): p is string => typeof p === 'string')) {
    throw new Error(`SANDBOX_SEED_HOSTILE_TEXTS: ${file} is not a JSON array of strings`)
  }
  const texts = new Map<number, string>()
  payloads.forEach((payload, index) => {
    const at = index % banks.length
    texts.set(at, `${texts.get(at) ?? ''}${payload}`)
  })
  return banks.map((bank, index) => {
    const text = texts.get(index)
    if (text === undefined) return bank
    return {
      ...bank,
      descriptions: bank.descriptions.map((description) =>
        // the partner's own text, without translations: every language shows it as written
        description.id === 'bank_description'
          ? { id: description.id, type: 'STRING_HTML' as const, value: text }
          : description,
      ),
    }
  })
}
