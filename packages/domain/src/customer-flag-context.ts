import type { ConsentState } from './entities/consent'
import type { Customer } from './entities/customer'
import type { CustomerFlagContext } from './entities/feature-flag-context'
import { deriveInvestorStatus, deriveInvestorType } from './investor'

/** The customer fields the flag context reads (spec section 7, GET /customers/{customerId}). */
export type FlagCustomer = Pick<Customer, 'id' | 'type' | 'status' | 'distributorId'> & {
  address: Pick<Customer['address'], 'countryCode'>
}

export interface FlagSite {
  /** Region marker of the portal, e.g. `deu`. */
  region: string
  /** Host domain the investor uses, e.g. `savings-portal.example`. */
  domain: string
}

const isValid = (consents: readonly ConsentState[], id: string) =>
  consents.some((consent) => consent.id === id && consent.valid)

/**
 * Alpha and beta membership from the mail consents (spec section 6). When consents could not be
 * loaded, pass an empty list: the user is then outside both groups (spec section 8).
 */
export function programGroups(consents: readonly ConsentState[]) {
  return {
    isAlphaGroup: isValid(consents, 'alpha_program'),
    isBetaGroup: isValid(consents, 'beta_program'),
  }
}

/** Shape B of the flag context, built from the customer account (spec section 3). */
export function customerFlagContext(
  customer: FlagCustomer,
  consents: readonly ConsentState[],
  site: FlagSite,
): CustomerFlagContext {
  return {
    customerId: customer.id,
    investorCountry: customer.address.countryCode,
    investorType: deriveInvestorType(customer.type),
    investorStatus: deriveInvestorStatus(customer.status),
    distributor: customer.distributorId,
    investorRegion: site.region,
    investorDomain: site.domain,
    ...programGroups(consents),
  }
}
