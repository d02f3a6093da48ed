import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import type { CustomMixLine } from '@portal/domain/investments/custom-mix'
import { customMixRiskClass } from '@portal/domain/investments/custom-mix-class'
import type { Holding } from '@portal/domain/investments/etf'
import { type ConfiguratorForm, readConfiguratorForm } from './configurator-form'

type Values = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

/** A configured mix ready to order: its lines, funds and the risk class it counts as. */
export interface OrderMix {
  /** What was typed per ISIN, to carry the mix on in hidden fields and links. */
  typed: ConfiguratorForm['typed']
  lines: CustomMixLine[]
  holdings: Holding[]
  riskClass: PortfolioRiskClass
}

const asQuery = (values: Values) =>
  values instanceof URLSearchParams ? Object.fromEntries(values.entries()) : values

/**
 * The mix an order of the configurator carries, in the configurator's own fields (`w_<ISIN>`,
 * whole percents) and checked by its rules; null when it is missing or breaks them.
 */
export function readOrderMix(values: Values): OrderMix | null {
  const form = readConfiguratorForm(asQuery(values))
  if (!form.validation?.ok) return null
  const { holdings } = form.validation
  const typed = Object.fromEntries(
    holdings.map(({ etf, weightBasisPoints }) => [etf.isin, String(weightBasisPoints / 100)]),
  )
  return {
    typed,
    lines: holdings.map(({ etf, weightBasisPoints }) => ({ isin: etf.isin, weightBasisPoints })),
    holdings,
    riskClass: customMixRiskClass(holdings),
  }
}

/** The hidden fields that carry a mix through the order's forms. */
export function mixFields(mix: OrderMix): Record<string, string> {
  return Object.fromEntries(Object.entries(mix.typed).map(([isin, value]) => [`w_${isin}`, value]))
}
