import type { DepotDocument, DepotDocumentType } from '@portal/api-clients/contracts/documents'
import { minorUnitsToDecimal } from '@portal/domain'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { renderPdf } from '../../bank/depot/render-pdf'
import { canonicalJson } from '../../bank/sca/change-digest'
import type { SandboxOrm } from '../../db/database'
import { banks, bookings, deposits, savingsOrders } from '../../db/schema'

/** A document the bank writes from the ledger; its PDF is made when asked for. */
interface BankDocumentSource {
  id: string
  type: DepotDocumentType
  year: number
  title: string
  createdAt: string
  lines: string[]
}

const money = (amount: number, currency: string) =>
  `${minorUnitsToDecimal(amount, currency)} ${currency}`
const yearOf = (date: string) => Number(date.slice(0, 4))
const iso = (value: string) => new Date(value).toISOString()

/**
 * The bank's documents of a customer, read from the ledger without changing it: an order
 * confirmation per order, an opening confirmation per deposit, an interest statement per deposit
 * and year, a payout statement per payout and a tax summary per year with interest. Ids name
 * their source, so they are stable and only ever found among the customer's own records.
 */
export async function bankDocumentSources(
  orm: SandboxOrm,
  customerId: string,
): Promise<BankDocumentSource[]> {
  const orders = await orm
    .select()
    .from(savingsOrders)
    .where(eq(savingsOrders.customerId, customerId))
  const accounts = await orm.select().from(deposits).where(eq(deposits.customerId, customerId))
  const bankIds = [...new Set([...orders, ...accounts].map((row) => row.bankId))]
  const bankNames = new Map(
    bankIds.length === 0
      ? []
      : (
          await orm
            .select({ id: banks.id, name: banks.name })
            .from(banks)
            .where(inArray(banks.id, bankIds))
        ).map((bank) => [bank.id, bank.name]),
  )
  const bankOf = (id: string) => bankNames.get(id) ?? id
  const sources: BankDocumentSource[] = []
  for (const order of orders) {
    sources.push({
      id: `ORD-${order.id}`,
      type: 'order_confirmation',
      year: yearOf(iso(order.createdAt)),
      title: `Order confirmation, ${bankOf(order.bankId)}`,
      createdAt: iso(order.createdAt),
      lines: [
        `Order ${order.id} of ${iso(order.createdAt).slice(0, 10)}`,
        `Bank: ${bankOf(order.bankId)}`,
        `Amount: ${money(order.amount, order.currency)}`,
        `Payment reference: ${order.reference}`,
        `At maturity: ${order.prolongation}`,
      ],
    })
  }
  for (const deposit of accounts) {
    sources.push({
      id: `OPN-${deposit.id}`,
      type: 'opening_confirmation',
      year: yearOf(deposit.startDate),
      title: `Opening confirmation, ${bankOf(deposit.bankId)}`,
      createdAt: iso(`${deposit.startDate}T00:00:00Z`),
      lines: [
        `Deposit ${deposit.id} opened on ${deposit.startDate}`,
        `Bank: ${bankOf(deposit.bankId)} (${deposit.bankCountry})`,
        `Principal: ${money(deposit.principal, deposit.currency)}`,
        `Interest rate: ${deposit.annualRate} % a year, paid ${deposit.interestPayout}`,
        deposit.maturityDate ? `Maturity: ${deposit.maturityDate}` : 'No fixed term',
      ],
    })
  }
  const moves = await orm
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        inArray(bookings.type, ['INTEREST', 'WITHHOLDING_TAX', 'PAYOUT']),
      ),
    )
    .orderBy(asc(bookings.sequence))
  const interestByDepositYear = new Map<string, typeof moves>()
  const taxYears = new Map<
    number,
    { interest: number; tax: number; currency: string; last: string }
  >()
  for (const move of moves) {
    const year = yearOf(move.bookingDate)
    if (move.type === 'PAYOUT') {
      sources.push({
        id: `PAY-${move.id}`,
        type: 'payout_statement',
        year,
        title: `Payout statement of ${move.bookingDate}`,
        createdAt: iso(move.bookedAt),
        lines: [
          `Payout on ${move.bookingDate}: ${money(move.amount, move.currency)}`,
          `To: ${move.counterparty ?? ''} ${move.counterpartyIban ?? ''}`,
          `Reference: ${move.reference}`,
        ],
      })
      continue
    }
    const totals = taxYears.get(year) ?? {
      interest: 0,
      tax: 0,
      currency: move.currency,
      last: move.bookedAt,
    }
    if (move.type === 'INTEREST') totals.interest += move.amount
    else totals.tax += move.amount
    totals.last = move.bookedAt
    taxYears.set(year, totals)
    if (move.type === 'INTEREST' && move.depositId) {
      const key = `${move.depositId}-${year}`
      interestByDepositYear.set(key, [...(interestByDepositYear.get(key) ?? []), move])
    }
  }
  for (const [key, rows] of interestByDepositYear) {
    const last = rows[rows.length - 1]
    if (last === undefined) continue
    sources.push({
      id: `INT-${key}`,
      type: 'interest_statement',
      year: yearOf(last.bookingDate),
      title: `Interest statement ${yearOf(last.bookingDate)}`,
      createdAt: iso(last.bookedAt),
      lines: rows.map((row) => `${row.bookingDate}: interest ${money(row.amount, row.currency)}`),
    })
  }
  for (const [year, totals] of taxYears) {
    sources.push({
      id: `TAX-${year}`,
      type: 'tax_summary',
      year,
      title: `Yearly tax summary ${year}`,
      createdAt: iso(totals.last),
      lines: [
        `Tax year ${year}`,
        `Interest earned: ${money(totals.interest, totals.currency)}`,
        `Withholding tax: ${money(totals.tax, totals.currency)}`,
      ],
    })
  }
  return sources
}

/** PDFs by id and content, so that listing does not render a document twice. */
const rendered = new Map<string, Uint8Array>()

export async function bankDocumentPdf(source: BankDocumentSource): Promise<Uint8Array> {
  const key = `${source.id}:${canonicalJson(source.lines)}`
  const cached = rendered.get(key)
  if (cached) return cached
  const bytes = await renderPdf(source.title, source.lines)
  if (rendered.size > 500) rendered.clear()
  rendered.set(key, bytes)
  return bytes
}

export async function bankDocumentOf(source: BankDocumentSource): Promise<DepotDocument> {
  const bytes = await bankDocumentPdf(source)
  return {
    id: source.id,
    type: source.type,
    year: source.year,
    title: source.title,
    fileName: `${source.id.toLowerCase()}.pdf`,
    mediaType: 'application/pdf',
    size: bytes.length,
    createdAt: source.createdAt,
    source: 'BANK',
  }
}
