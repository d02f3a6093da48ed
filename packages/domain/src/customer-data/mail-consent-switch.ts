import { programGroups } from '../customer-flag-context'
import type { ConsentState } from '../entities/consent'
import { type ConsentId, consentIds, mandatoryConsentIds } from '../enumerations'
import type { Market } from '../markets'

export type MailConsentSwitchProblem = 'mandatory_consent' | 'unknown_consent'

const isConsentId = (id: string): id is ConsentId => (consentIds as readonly string[]).includes(id)
const isMandatory = (id: ConsentId) => (mandatoryConsentIds as readonly string[]).includes(id)

/**
 * Whether the customer may switch a mail consent (spec section 3): cs and legal are mandatory and
 * not opt-out; ids the portal does not know are not offered, so they cannot be switched either.
 */
export function mailConsentSwitchProblem(id: string): MailConsentSwitchProblem | null {
  if (!isConsentId(id)) return 'unknown_consent'
  return isMandatory(id) ? 'mandatory_consent' : null
}

export interface MailConsentRow {
  id: ConsentId
  valid: boolean
  switchable: boolean
}

/** The market's products a consent's news are about: none for the rest. */
const newsAbout: Partial<Record<ConsentId, (market: MarketProducts) => boolean>> = {
  pensions: (market) => market.retirement,
  investments: (market) => market.investments,
}

export type MarketProducts = Pick<Market, 'investments' | 'retirement'>

/** Whether the market offers the consent: news of investments or pensions only where they are sold. */
export function offersMailConsent(id: ConsentId, market: MarketProducts): boolean {
  return newsAbout[id]?.(market) ?? true
}

/**
 * One row per consent the market offers, in the spec's order, for the consents page. Mandatory
 * consents are shown as given whatever the service says; a consent the service does not list is
 * not given.
 */
export function mailConsentRows(
  states: readonly ConsentState[],
  market: MarketProducts,
): MailConsentRow[] {
  return consentIds
    .filter((id) => offersMailConsent(id, market))
    .map((id) => ({
      id,
      valid: isMandatory(id) || states.some((state) => state.id === id && state.valid),
      switchable: !isMandatory(id),
    }))
}

export type MailConsentSwitch =
  | { ok: true; consents: ConsentState[]; groups: ReturnType<typeof programGroups> }
  | { ok: false; problem: MailConsentSwitchProblem }

/**
 * The consents after switching one, with the alpha and beta membership they give (spec section
 * 6: membership comes from the mail consents), so the page can update the flags at once.
 */
export function switchMailConsent(
  states: readonly ConsentState[],
  id: string,
  valid: boolean,
): MailConsentSwitch {
  const problem = mailConsentSwitchProblem(id)
  if (problem) return { ok: false, problem }
  const others = states.filter((state) => state.id !== id)
  const consents = [...others, { id, valid }]
  return { ok: true, consents, groups: programGroups(consents) }
}
