import {
  type CustomMixLine,
  type CustomMixValidation,
  validateCustomMix,
} from '@portal/domain/investments/custom-mix'
import { etfUniverse } from '@portal/domain/investments/etf-universe'

type Query = Readonly<Record<string, string | string[] | undefined>>

/** The weight field of a fund: `w_<ISIN>`, whole percents. */
export const weightField = (isin: string) => `w_${isin}`

export interface ConfiguratorForm {
  /** What was typed per ISIN (empty: not chosen). */
  typed: Record<string, string>
  /** Null until the form was sent; then the mix or its problems. */
  validation: CustomMixValidation | { ok: false; problems: [{ reason: 'notANumber' }] } | null
  /** Sum of the whole-percent weights typed (for the message). */
  totalPercent: number
}

/**
 * The configurator's GET form: a weight in whole percents per fund of the universe; funds left
 * empty or at 0 are not chosen. Sent weights are checked by the domain's custom-mix rules
 * (1 % … 100 % each, at most 10 funds, exactly 100 % together).
 */
export function readConfiguratorForm(query: Query): ConfiguratorForm {
  const typed: Record<string, string> = {}
  const lines: CustomMixLine[] = []
  let sent = false
  let malformed = false
  for (const etf of etfUniverse) {
    const raw = query[weightField(etf.isin)]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (value === undefined) continue
    sent = true
    typed[etf.isin] = value.slice(0, 6)
    if (value === '' || value === '0') continue
    if (!/^\d{1,3}$/.test(value)) {
      malformed = true
      continue
    }
    lines.push({ isin: etf.isin, weightBasisPoints: Number(value) * 100 })
  }
  const totalPercent = lines.reduce((sum, line) => sum + line.weightBasisPoints / 100, 0)
  if (!sent) return { typed, validation: null, totalPercent }
  if (malformed)
    return { typed, validation: { ok: false, problems: [{ reason: 'notANumber' }] }, totalPercent }
  return { typed, validation: validateCustomMix(lines), totalPercent }
}

/** The query that sends the typed weights on (to the fund overview, or back to the form). */
export function configuratorQuery(typed: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const [isin, value] of Object.entries(typed))
    if (value !== '') params.set(weightField(isin), value)
  return params.toString()
}
