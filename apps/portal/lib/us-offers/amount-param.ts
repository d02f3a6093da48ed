/** Largest amount the US table computes earnings for: 10 million USD. */
export const maxAmountMinor = 1_000_000_000n

export type AmountParam =
  | { kind: 'none' }
  | { kind: 'ok'; minor: bigint }
  | { kind: 'clamped'; minor: bigint }
  | { kind: 'invalid' }

/**
 * `?amount=` in dollars as a visitor types it: "10000", "10,000.50", "$2500". Up to two decimals;
 * anything else is ignored with a note, more than the maximum is clamped with a note.
 */
export function parseAmountParam(raw: string | string[] | undefined): AmountParam {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (value === undefined || value === '') return { kind: 'none' }
  const cleaned = value.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return { kind: 'invalid' }
  const [, whole = '0', cents = ''] = match
  const minor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'))
  if (minor > maxAmountMinor) return { kind: 'clamped', minor: maxAmountMinor }
  return { kind: 'ok', minor }
}
