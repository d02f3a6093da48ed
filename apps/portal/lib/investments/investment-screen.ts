import 'server-only'
import {
  type AreaAccess,
  type InvestmentArea,
  investmentAreaLocales,
} from '@portal/domain/investments/investment-access'
import { deriveInvestorStatus, deriveInvestorType } from '@portal/domain/investor'
import type { PortalLocale } from '@portal/domain/locales'
import { notFound } from 'next/navigation'
import { getCustomer } from '@/lib/backend/customers'
import { getInvestmentsOverview } from '@/lib/backend/investments'
import { type CustomerPageContext, customerPage } from '@/lib/customer/customer-page'
import { LDUserBuilder } from '@/lib/flags/profile-builder'
import type { LocaleParams } from '@/lib/page/page-params'
import type { RouteId } from '@/lib/routes'
import type { Session } from '@/lib/session/get-session'
import { customerAreaAccess } from './investment-gates'

export interface InvestmentScreenContext extends CustomerPageContext {
  access: Extract<AreaAccess, { visible: true }>
}

/**
 * The gate of an area for a logged-in customer (spec sections 1 and 6), in order market → feature
 * flag (for the customer's profile) → investor. Screens and server actions both ask it.
 */
export async function customerInvestmentAccess(
  session: Session,
  locale: PortalLocale,
  area: InvestmentArea,
): Promise<AreaAccess> {
  if (!investmentAreaLocales[area].includes(locale))
    return { visible: false, reason: 'marketNotServed' }
  const [customerRead, overview] = await Promise.all([
    getCustomer(session),
    getInvestmentsOverview(session),
  ])
  const customer = customerRead.ok ? customerRead.data : null
  const portfolios = overview.ok ? overview.data.portfolios : []
  const investor = {
    // a customer that could not be read is treated as the most restricted investor
    investorType: deriveInvestorType(customer?.type),
    investorStatus: customer ? deriveInvestorStatus(customer.status) : 'non-exported',
    investmentsActive: portfolios.some((portfolio) => portfolio.kind === 'managed'),
    pensionsActive: portfolios.some((portfolio) => portfolio.kind === 'pension'),
  } as const
  const profile = new LDUserBuilder().attributes({
    investorType: investor.investorType,
    investorStatus: investor.investorStatus,
    investmentsActive: investor.investmentsActive,
    pensionsActive: investor.pensionsActive,
    ...(customer ? { country: customer.address.countryCode } : {}),
  })
  if (session.bacNumber) profile.key(session.bacNumber)
  return customerAreaAccess(area, locale, profile, investor)
}

/**
 * What every investment screen starts with: the customer page, then the area's gate. A screen
 * the customer may not see answers the not-found page, as if it did not exist.
 */
export async function investmentScreen(
  params: LocaleParams,
  route: RouteId,
  area: InvestmentArea,
): Promise<InvestmentScreenContext | null> {
  const page = await customerPage(params, route)
  if (!page) return null
  if (!investmentAreaLocales[area].includes(page.locale)) notFound()
  const access = await customerInvestmentAccess(page.session, page.locale, area)
  if (!access.visible) notFound()
  return { ...page, access }
}
