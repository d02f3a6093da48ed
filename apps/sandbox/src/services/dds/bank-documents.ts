import type { DepotDocument, DepotDocumentType } from '@portal/api-clients/contracts/documents'
import type { InterestPayoutScheme } from '@portal/domain'
import { formatCountryName, formatDate, formatMoney, formatPercent } from '@portal/domain/format'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { customerLanguage, type ReaderLanguage } from '../../bank/customers/reader-language'
import { renderPdf } from '../../bank/depot/render-pdf'
import { bookingReferenceIn } from '../../bank/ledger/booking-references'
import type { ProlongationChoice } from '../../bank/ledger/place-order'
import { canonicalJson } from '../../bank/sca/change-digest'
import type { SandboxOrm } from '../../db/database'
import { banks, bookings, deposits, savingsOrders } from '../../db/schema'
import { textsIn } from '../../texts/catalogues'
import { payeeText } from '../../texts/payee-text'
import type { DocumentTexts, MaturityStatementTexts } from '../../texts/sandbox-texts'

/** A document the bank writes from the ledger; its PDF is made when asked for. */
interface BankDocumentSource {
  id: string
  type: DepotDocumentType
  year: number
  title: string
  createdAt: string
  lines: string[]
}

const yearOf = (date: string) => Number(date.slice(0, 4))
const iso = (value: string) => new Date(value).toISOString()

/**
 * The bank's documents of a customer, read from the ledger without changing it: an order
 * confirmation per order, an opening confirmation per deposit, an interest statement per deposit
 * and year, a payout statement per payout and a tax summary per year with interest. Ids name
 * their source, so they are stable and only ever found among the customer's own records. They
 * are written in the customer's language, every figure through the domain's Intl formatting.
 */
export async function bankDocumentSources(
  orm: SandboxOrm,
  customerId: string,
  reader?: ReaderLanguage,
): Promise<BankDocumentSource[]> {
  const { language, tag } = reader ?? (await customerLanguage(orm, customerId))
  const texts = textsIn(language, tag).documents
  const money = (amount: number, currency: string) => formatMoney(amount, currency, tag)
  const date = (value: string) => formatDate(value, tag)
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
  const writer: DocumentWriter = { texts, tag, money, date }
  const sources: BankDocumentSource[] = [
    ...orders.map((order) => orderConfirmation(order, bankOf(order.bankId), writer)),
    ...accounts.map((deposit) => openingConfirmation(deposit, bankOf(deposit.bankId), writer)),
    ...(await maturityStatements(orm, accounts, bankOf, {
      ...writer,
      statement: textsIn(language, tag).maturityStatement,
    })),
  ]
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
        title: texts.payoutStatement.title(date(move.bookingDate)),
        createdAt: iso(move.bookedAt),
        lines: texts.payoutStatement.lines({
          date: date(move.bookingDate),
          amount: money(move.amount, move.currency),
          payee: `${move.counterparty ?? ''} ${payeeText(
            move.counterpartyIban ?? '',
            texts.payoutStatement.abaAccount,
          )}`.trim(),
          reference: bookingReferenceIn(move.reference, { language, tag }),
        }),
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
      title: texts.interestStatement.title(yearOf(last.bookingDate)),
      createdAt: iso(last.bookedAt),
      lines: rows.map((row) =>
        texts.interestStatement.line(date(row.bookingDate), money(row.amount, row.currency)),
      ),
    })
  }
  for (const [year, totals] of taxYears) {
    sources.push({
      id: `TAX-${year}`,
      type: 'tax_summary',
      year,
      title: texts.taxSummary.title(year),
      createdAt: iso(totals.last),
      lines: texts.taxSummary.lines({
        year,
        interest: money(totals.interest, totals.currency),
        tax: money(totals.tax, totals.currency),
      }),
    })
  }
  return sources
}

/** The language a customer's documents are written in, with its figure formats. */
interface DocumentWriter {
  texts: DocumentTexts
  tag: string
  money: (amount: number, currency: string) => string
  date: (value: string) => string
}

function orderConfirmation(
  order: typeof savingsOrders.$inferSelect,
  bank: string,
  { texts, money, date }: DocumentWriter,
): BankDocumentSource {
  return {
    id: `ORD-${order.id}`,
    type: 'order_confirmation',
    year: yearOf(iso(order.createdAt)),
    title: texts.orderConfirmation.title(bank),
    createdAt: iso(order.createdAt),
    lines: texts.orderConfirmation.lines({
      id: order.id,
      date: date(order.createdAt),
      bank,
      amount: money(order.amount, order.currency),
      reference: order.reference,
      atMaturity: texts.prolongations[order.prolongation as ProlongationChoice],
    }),
  }
}

function openingConfirmation(
  deposit: typeof deposits.$inferSelect,
  bank: string,
  { texts, tag, money, date }: DocumentWriter,
): BankDocumentSource {
  return {
    id: `OPN-${deposit.id}`,
    type: 'opening_confirmation',
    year: yearOf(deposit.startDate),
    title: texts.openingConfirmation.title(bank),
    createdAt: iso(`${deposit.startDate}T00:00:00Z`),
    lines: texts.openingConfirmation.lines({
      id: deposit.id,
      date: date(deposit.startDate),
      bank,
      country: formatCountryName(deposit.bankCountry, tag),
      principal: money(deposit.principal, deposit.currency),
      // the stored rate is a fraction (0.0212): Intl's percent style writes it as 2.12 %
      rate: formatPercent(deposit.annualRate, tag),
      payout: texts.interestPayouts[deposit.interestPayout as InterestPayoutScheme],
      maturity: deposit.maturityDate ? date(deposit.maturityDate) : null,
    }),
  }
}

/**
 * A statement per deposit that ended (matured, or paid out after notice): what was placed,
 * earned and withheld, and where the money went, as the ledger booked it on the closing day.
 */
async function maturityStatements(
  orm: SandboxOrm,
  accounts: (typeof deposits.$inferSelect)[],
  bankOf: (id: string) => string,
  { statement, money, date }: DocumentWriter & { statement: MaturityStatementTexts },
): Promise<BankDocumentSource[]> {
  const ended = accounts.filter((deposit) => deposit.closedOn !== null)
  if (ended.length === 0) return []
  const endings = await orm
    .select()
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.depositId,
          ended.map((deposit) => deposit.id),
        ),
        inArray(bookings.type, ['DEPOSIT_REPAYMENT', 'PROLONGATION']),
      ),
    )
  return ended.map((deposit) => {
    const closedOn = deposit.closedOn ?? deposit.startDate
    const onClosing = endings.filter(
      (move) => move.depositId === deposit.id && move.bookingDate === closedOn,
    )
    const sum = (type: string) =>
      onClosing.filter((move) => move.type === type).reduce((total, move) => total + move.amount, 0)
    const repaid = sum('DEPOSIT_REPAYMENT')
    const renewed = sum('PROLONGATION')
    const bank = bankOf(deposit.bankId)
    return {
      id: `MAT-${deposit.id}`,
      type: 'payout_statement' as const,
      year: yearOf(closedOn),
      title: statement.title(bank, date(closedOn)),
      createdAt: iso(`${closedOn}T00:00:00Z`),
      lines: statement.lines({
        bank,
        date: date(closedOn),
        principal: money(deposit.principal, deposit.currency),
        interest: money(deposit.paidInterest, deposit.currency),
        tax: money(deposit.withheldTax, deposit.currency),
        repaid: repaid > 0 ? money(repaid, deposit.currency) : null,
        renewed: renewed > 0 ? money(renewed, deposit.currency) : null,
      }),
    }
  })
}

/** PDFs by id and content, so that listing does not render a document twice. */
const rendered = new Map<string, Uint8Array>()

export async function bankDocumentPdf(source: BankDocumentSource): Promise<Uint8Array> {
  const key = `${source.id}:${canonicalJson([source.title, source.lines])}`
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
