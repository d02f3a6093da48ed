import { type ClickIdAction, decideClickId, readClickId } from './click-id'

export interface ClickIdEffects {
  /** Writes one cookie string, e.g. `(cookie) => { document.cookie = cookie }`. */
  writeCookie: (cookie: string) => void
  /**
   * POST /store of the integration service with credentials: the portal passes its typed client
   * call (`investorIntegrationContract.storeClickId`).
   */
  storeClickId: (body: { irclickid: string }) => Promise<unknown>
}

export interface ClickIdInput {
  url: URL | string
  consented: boolean
  production: boolean
}

/**
 * Reads the click id from the URL and keeps it as decided by `decideClickId`. Never throws or
 * rejects: a failure is logged and the decided action is still returned.
 */
export async function keepClickId(
  input: ClickIdInput,
  effects: ClickIdEffects,
): Promise<ClickIdAction> {
  const action = decideClickId(readClickId(input.url), input)
  try {
    if (action.kind === 'cookie') effects.writeCookie(action.cookie)
    if (action.kind === 'store') await effects.storeClickId(action.body)
  } catch (error) {
    console.warn('The click id could not be kept', error)
  }
  return action
}
