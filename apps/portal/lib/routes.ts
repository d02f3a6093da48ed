import { exemptionOrderLocales } from '@portal/domain/customer-data/exemption-eligibility'
import { investmentAreaLocales } from '@portal/domain/investments/investment-access'
import type { PortalLocale } from '@portal/domain/locales'
import { marketsWithTab } from '@portal/domain/markets'

/** Who a page is for: every visitor, the login and registration flow, or a logged-in customer. */
export type RouteArea = 'public' | 'auth' | 'customer'

/**
 * `shared`: one rendering serves every visitor (cached, no cookie or header read on the server);
 * `private`: rendered for each request and never stored.
 */
export type CachePolicy = 'shared' | 'private'

/** Message keys of the customer navigation (namespace `Customer.nav`). */
export type NavLabelKey =
  | 'dashboard'
  | 'transactions'
  | 'savings'
  | 'products'
  | 'payout'
  | 'investments'
  | 'retirement'
  | 'postbox'
  | 'documents'
  | 'myDetails'
  | 'identification'
  | 'exemptionOrder'
  | 'directDebitMandate'
  | 'pensionTransferNotice'
  | 'userAccount'
  | 'changePassword'
  | 'switchAccount'

/** The customer menu's groups, by job, in this order (message keys `Customer.nav.groups.*`). */
export const navGroups = ['money', 'messages', 'myData', 'security'] as const
export type NavGroup = (typeof navGroups)[number]

export interface NavPlace {
  group: NavGroup
  label: NavLabelKey
  /** Locales whose menu lists the page (every locale when absent); the page answers in all. */
  locales?: readonly PortalLocale[]
}

export interface PortalRoute {
  /** The path after the locale as the browser addresses it; `[name]` marks a parameter. */
  path: string
  area: RouteArea
  cache: CachePolicy
  /** Needs a verified session: the middleware and the page both send others to the login. */
  session: boolean
  /** Rendered by the customer layout, whose data comes from the customer services. */
  customerServices: boolean
  /** False for routes of the specification not built yet: protected and linkable, no page. */
  built: boolean
  /** Place in the customer menu: its group, and in the group the table's order. */
  nav?: NavPlace
  /** Locales that have the page; every locale when absent. */
  locales?: readonly PortalLocale[]
  /** A folder root with no page of its own: it lands on this path of its folder. */
  forwardsTo?: string
}

type Entry = Partial<PortalRoute> & Pick<PortalRoute, 'path' | 'area'>

/** A route with its path's literal type, so links can be typed by their parameters. */
function route<const Path extends string>(
  entry: Omit<Entry, 'path'> & { path: Path },
): PortalRoute & { path: Path } {
  const customer = entry.area === 'customer'
  return {
    cache: entry.area === 'public' ? 'shared' : 'private',
    session: customer,
    customerServices: customer,
    built: true,
    ...entry,
  }
}

const publicPage = <Path extends string>(path: Path, extra: Partial<Entry> = {}) =>
  route({ ...extra, path, area: 'public' })
const authPage = <Path extends string>(path: Path, extra: Partial<Entry> = {}) =>
  route({ ...extra, path, area: 'auth' })
/** An investment screen: only the markets of spec section 6 have it (others: not found). */
const investmentPage = <Path extends string>(path: Path, extra: Partial<Entry> = {}) =>
  route({ locales: investmentAreaLocales.investments, ...extra, path, area: 'customer' })
/** A customer page of the specification (section 2, newer customer app) not built yet. */
export const plannedCustomerPage = (path: string) => route({ path, area: 'customer', built: false })

/**
 * Every page of the portal, once (spec section 2). The protected-route check, the customer
 * navigation, the login's `next`, the legacy hash targets and the route tests derive from it.
 */
export const routes = {
  offers: publicPage('/'),
  depositsTab: publicPage('/deposits/[tab]'),
  banks: publicPage('/banks'),
  bank: publicPage('/banks/[slug]'),
  offer: publicPage('/offers/[id]'),
  press: publicPage('/press'),
  pressRelease: publicPage('/press/[slug]'),
  referAFriend: publicPage('/refer-a-friend'),
  usOffers: publicPage('/us-offers', { locales: ['en-us'], cache: 'private' }),
  about: publicPage('/about'),
  imprint: publicPage('/imprint'),
  privacy: publicPage('/privacy'),
  terms: publicPage('/terms'),
  investPromotion: publicPage('/vermoegensverwaltung', {
    locales: investmentAreaLocales.investments,
  }),
  pensionPromotion: publicPage('/zinsportfolio', { locales: investmentAreaLocales.retirement }),

  login: authPage('/login'),
  register: authPage('/register'),
  logout: authPage('/logout'),
  switchAccount: authPage('/login/switch-account', {
    session: true,
    nav: { group: 'security', label: 'switchAccount' },
  }),

  dashboard: route({
    path: '/dashboard',
    area: 'customer',
    nav: { group: 'money', label: 'dashboard' },
  }),
  accountTransactions: route({
    path: '/account-transactions',
    area: 'customer',
    nav: { group: 'money', label: 'transactions' },
  }),

  savings: route({
    path: '/dashboard/savings',
    area: 'customer',
    nav: { group: 'money', label: 'savings' },
  }),
  savingsAll: route({ path: '/dashboard/savings/all', area: 'customer' }),
  savingsTerm: route({ path: '/dashboard/savings/term', area: 'customer' }),
  // lists of a product the market sells (the US sells term deposits only)
  savingsOvernight: route({
    path: '/dashboard/savings/overnight',
    area: 'customer',
    locales: marketsWithTab('overnight_deposit'),
  }),
  savingsNotice: route({
    path: '/dashboard/savings/notice',
    area: 'customer',
    locales: marketsWithTab('notice_account'),
  }),
  savingsDeposit: route({ path: '/dashboard/savings/deposits/[depositId]', area: 'customer' }),
  investments: investmentPage('/dashboard/investments', {
    nav: { group: 'money', label: 'investments' },
  }),
  roboAdvisor: investmentPage('/dashboard/investments/robo-advisor'),
  configurator: investmentPage('/dashboard/investments/configurator'),
  configuratorFundOverview: investmentPage('/dashboard/investments/configurator/fund-overview'),
  configuratorOrder: investmentPage('/dashboard/investments/configurator/order'),
  savingsPlanEdit: investmentPage('/dashboard/investments/savings-plan/edit'),
  retirement: route({
    path: '/dashboard/retirement',
    area: 'customer',
    nav: { group: 'money', label: 'retirement' },
    locales: investmentAreaLocales.retirement,
  }),
  retirementOpen: route({
    path: '/dashboard/retirement/open',
    area: 'customer',
    locales: investmentAreaLocales.retirement,
  }),
  tasks: route({ path: '/dashboard/tasks', area: 'customer' }),
  products: route({
    path: '/products',
    area: 'customer',
    nav: { group: 'money', label: 'products' },
  }),
  productOrder: route({ path: '/products/[id]/order', area: 'customer' }),
  resolveOverdraft: route({ path: '/account-transactions/resolve-overdraft', area: 'customer' }),
  taxSummary: route({ path: '/account-transactions/tax-summary', area: 'customer' }),
  accountWithdrawal: route({
    path: '/account-withdrawal',
    area: 'customer',
    nav: { group: 'money', label: 'payout' },
  }),
  customerPayout: route({ path: '/account-withdrawal/payout', area: 'customer' }),
  savingsDemo: route({ path: '/savings-demo', area: 'customer' }),
  userAccount: route({
    path: '/user-account',
    area: 'customer',
    nav: { group: 'security', label: 'userAccount' },
  }),
  editMobileNumber: route({ path: '/user-account/edit/mobile-number', area: 'customer' }),
  editEmailAddress: route({ path: '/user-account/edit/email-address', area: 'customer' }),
  editPassword: route({
    path: '/user-account/edit/password',
    area: 'customer',
    nav: { group: 'security', label: 'changePassword' },
  }),
  exemptionOrder: route({
    path: '/exemption-order',
    area: 'customer',
    nav: { group: 'myData', label: 'exemptionOrder', locales: exemptionOrderLocales },
  }),
  notifications: route({ path: '/notifications', area: 'customer' }),
  documents: route({
    path: '/documents',
    area: 'customer',
    nav: { group: 'messages', label: 'documents' },
  }),
  postboxMessages: route({
    path: '/postbox/messages',
    area: 'customer',
    nav: { group: 'messages', label: 'postbox' },
  }),
  identification: route({
    path: '/identification',
    area: 'customer',
    nav: { group: 'myData', label: 'identification' },
  }),
  uploadIdDocument: route({ path: '/identification/upload-id-document', area: 'customer' }),
  uploadProofOfAddress: route({
    path: '/identification/upload-proof-of-address',
    area: 'customer',
  }),
  myDetails: route({
    path: '/my-details',
    area: 'customer',
    nav: { group: 'myData', label: 'myDetails' },
  }),
  financialInformation: route({ path: '/my-details/financial-information', area: 'customer' }),
  editAddress: route({ path: '/my-details/edit-address', area: 'customer' }),
  initialReferenceAccount: route({
    path: '/my-details/initial-reference-account',
    area: 'customer',
  }),
  verifyIdentity: route({
    path: '/my-details/reference-account/verify-identity',
    area: 'customer',
  }),
  uploadDocuments: route({
    path: '/my-details/reference-account/upload-documents',
    area: 'customer',
  }),
  validateMyData: route({ path: '/my-data/validate', area: 'customer' }),
  // Folder roots of the pages below: protected, and each lands on its one page
  postbox: route({ path: '/postbox', area: 'customer', forwardsTo: '/postbox/messages' }),
  myData: route({ path: '/my-data', area: 'customer', forwardsTo: '/my-data/validate' }),
  liquidPensionTransferNotice: route({
    path: '/liquid-pension-transfer-notice',
    area: 'customer',
    locales: investmentAreaLocales.retirement,
    forwardsTo: '/liquid-pension-transfer-notice/consent',
  }),
  transferFlow: route({
    path: '/transfer-flow',
    area: 'customer',
    locales: investmentAreaLocales.investments,
    forwardsTo: '/transfer-flow/direct-debit-mandate/consent',
  }),
  // a consent of the pension product (retirement: de-de only), 404 in the other markets
  liquidPensionConsent: route({
    path: '/liquid-pension-transfer-notice/consent',
    area: 'customer',
    locales: investmentAreaLocales.retirement,
    nav: { group: 'myData', label: 'pensionTransferNotice' },
  }),
  // the SEPA mandate that collects investment and pension orders from the reference account
  // (savings deposits are funded by transfer): only where investments exist
  directDebitConsent: route({
    path: '/transfer-flow/direct-debit-mandate/consent',
    area: 'customer',
    locales: investmentAreaLocales.investments,
    nav: { group: 'myData', label: 'directDebitMandate' },
  }),
} as const satisfies Record<string, PortalRoute>

export type RouteId = keyof typeof routes

/** A market whose home (`/`) is another page of the table: the US portal opens on its APY table. */
export const marketHomes: Partial<Record<PortalLocale, PortalRoute>> = {
  'en-us': routes.usOffers,
}

export const routeIds = Object.keys(routes) as RouteId[]

/** The table's entries with their ids. */
export function routeEntries(): [RouteId, PortalRoute][] {
  return routeIds.map((id) => [id, routes[id]])
}

/** Whether a route (or its menu place) is in the locale's market: its `locales`, all when absent. */
export function servesLocale(
  entry: { locales?: readonly PortalLocale[] | undefined },
  locale: PortalLocale,
): boolean {
  return entry.locales === undefined || entry.locales.includes(locale)
}

/** Whether the route's page exists in the locale's market. */
export function routeServes(id: RouteId, locale: PortalLocale): boolean {
  return servesLocale(routes[id], locale)
}
