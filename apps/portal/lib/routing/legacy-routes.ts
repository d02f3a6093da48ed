/**
 * Routes of the legacy customer app (spec section 2, under a `#/` hash base) and the newer route
 * each one now lives at, without locale (a `#fragment` names the section of the page). Unknown
 * legacy routes go to the dashboard.
 */
export const legacyRoutes: Readonly<Record<string, string>> = {
  '/Dashboard': '/dashboard',
  '/MyInvestments/TermDeposit': '/dashboard/savings/term',
  '/MyInvestments/Overnight': '/dashboard/savings/overnight',
  '/MyInvestments/Notice': '/dashboard/savings/notice',
  '/InvestmentProducts/cockpit': '/dashboard/investments',
  '/InvestmentProducts/justetf': '/dashboard/investments/configurator',
  '/InvestmentProducts/savingsPlan/edit': '/dashboard/investments/savings-plan/edit',
  '/Products/easyAccess': '/products',
  '/Products/overnight': '/products',
  '/Products/notice': '/products',
  '/investieren/robo-advisor': '/dashboard/investments/robo-advisor',
  '/investieren/configurator': '/dashboard/investments/configurator',
  '/investieren/configurator/fund-overview': '/dashboard/investments/configurator/fund-overview',
  '/crypto/cockpit': '/dashboard/investments',
  '/DepositProducts': '/products',
  '/DepositProducts/order': '/products',
  '/Postbox/inbox': '/postbox/messages',
  '/Postbox/documents': '/documents',
  '/Postbox/sent': '/postbox/messages',
  '/Postbox/Compose/new': '/postbox/messages?action=write-message',
  '/MyData': '/my-details',
  '/notifications': '/notifications',
  '/Administration/Transactions': '/account-transactions',
  '/Administration/CustomerPayout/edit': '/account-withdrawal/payout',
  '/BlockAccount': '/user-account',
  // the mTAN lock and the referral leads are sections of the user account page
  '/LockMTan/edit': '/user-account#security-title',
  '/TaxExemption': '/exemption-order',
  '/ReferAFriend/leads': '/user-account#leads-title',
  '/InitialReferenceAccount': '/my-details/initial-reference-account',
  '/SetPassword': '/user-account/edit/password',
  '/Login': '/login',
  '/about/privacy': '/privacy',
  '/MyData/password/edit': '/user-account/edit/password',
  '/DocumentRequired/information/missingIdd': '/identification/upload-id-document',
  '/Identification/proofOfAddress': '/identification/upload-proof-of-address',
  '/Loading': '/dashboard',
  '/register': '/register',
}

export const legacyFallbackRoute = '/dashboard'

/**
 * The newer route for a legacy `#/...` hash, or `null` when the hash is not a legacy route.
 * Query strings and trailing slashes of the legacy route are ignored.
 */
export function resolveLegacyRoute(hash: string): string | null {
  if (!hash.startsWith('#/')) return null
  const path = hash.slice(1).split('?')[0]?.replace(/\/+$/, '') ?? ''
  return Object.hasOwn(legacyRoutes, path) ? (legacyRoutes[path] ?? null) : legacyFallbackRoute
}
