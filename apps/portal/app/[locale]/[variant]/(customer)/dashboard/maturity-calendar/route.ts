import type { Deposit } from '@portal/api-clients/contracts/savings'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { formatMoney } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { getOffer } from '@/lib/backend/deposits'
import { getSavingsOverview } from '@/lib/backend/savings'
import { siteOrigin } from '@/lib/content/site-origin'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { getRegion } from '@/lib/routing/get-region'
import { requestHref } from '@/lib/routing/request-href'
import { depositProduct } from '@/lib/savings/deposit-product'
import { renderCalendar } from '@/lib/savings/ics'
import { calendarEntries, calendarEvents } from '@/lib/savings/maturity-calendar'
import { getSession } from '@/lib/session/get-session'

const privateAnswer = { 'Cache-Control': 'private, no-store' }

/**
 * The maturity calendar (RFC 5545): maturities, ends of notice periods and prolongation
 * cut-offs of the session's customer account, in the page's language. The session is checked
 * here (the middleware is not the only gate); the ledger answers only the token's own deposits.
 */
export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  const session = await getSession()
  if (!session) return new Response(null, { status: 401, headers: privateAnswer })
  const locale = await pageLocale(params)
  const read = await getSavingsOverview(session)
  if (!read.ok && read.failure.reason !== 'noAccount') {
    return new Response(null, { status: 503, headers: { ...privateAnswer, 'Retry-After': '30' } })
  }
  const deposits = read.ok ? read.data.deposits : []
  const today = read.ok ? read.data.today : new Date().toISOString().slice(0, 10)
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const origin = await siteOrigin()
  const href = await requestHref()
  const renewing = await renewingDeposits(deposits)
  const entries = calendarEntries(deposits, today, (deposit) => renewing.has(deposit.id))
  const events = calendarEvents(
    entries,
    ({ kind, deposit }) => {
      const url = `${origin}${href('savingsDeposit', { depositId: deposit.id })}`
      return {
        summary: t(`calendar.${kind}`, { bank: bankNameAfterBankWord(deposit.bankName, locale) }),
        description: t('calendar.description', {
          product: t(`productTypes.${depositProduct(locale, deposit)}`),
          amount: formatMoney(deposit.balance, deposit.currency, locale),
          url,
        }),
        url,
      }
    },
    new URL(origin).hostname,
  )
  const body = renderCalendar({
    productId: '-//Savings portal//Maturity calendar//EN',
    name: t('calendar.name'),
    stamp: new Date(),
    events,
  })
  return new Response(body, {
    headers: {
      ...privateAnswer,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="maturity-calendar.ics"',
    },
  })
}

/** Active term deposits whose offer renews them automatically (public, cached offer reads). */
async function renewingDeposits(deposits: readonly Deposit[]): Promise<Set<string>> {
  const region = await getRegion()
  const terms = deposits.filter((deposit) => deposit.status === 'active' && deposit.maturityDate)
  const renewing = new Set<string>()
  await Promise.all(
    terms.map(async (deposit) => {
      const offer = await getOffer(region, deposit.offerId)
      if (offer.ok && offer.data.prolongation.automatic) renewing.add(deposit.id)
    }),
  )
  return renewing
}
