import { randomUUID } from 'node:crypto'
import type {
  ExemptionOrder,
  ExemptionOrderRequest,
} from '@portal/api-clients/contracts/customer-tax'
import { saverAllowanceCents } from '@portal/domain/customer-data/exemption-allowance'
import { bankTakesExemptionOrders } from '@portal/domain/customer-data/exemption-eligibility'
import { exemptionOrderChangeProblems } from '@portal/domain/customer-data/exemption-order-change'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { announce } from '../../bank/announcements/announce'
import { consumeDataChangeChallenge } from '../../bank/sca/data-change-binding'
import { changeSubject } from '../../bank/sca/data-change-subject'
import {
  banks,
  deposits,
  exemptionElsewhere,
  exemptionOrderChanges,
  exemptionOrders,
  personRoles,
  persons,
  savingsOrders,
} from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

type OrderRow = typeof exemptionOrders.$inferSelect
type OrderRequest = z.output<typeof ExemptionOrderRequest>

function orderView(row: OrderRow, bankName: string, currentYear: number): ExemptionOrder {
  return {
    id: row.id,
    bankId: row.bankId,
    bankName,
    taxYear: row.taxYear,
    kind: row.kind as 'single' | 'joint',
    amountCents: row.amountCents,
    usedCents: row.usedCents,
    receivedOn: row.receivedOn,
    status: row.amountCents === 0 ? 'REVOKED' : row.taxYear > currentYear ? 'SCHEDULED' : 'ACTIVE',
  }
}

async function hasActiveTaxPartner(ctx: ServiceContext, customerId: string) {
  const rows = await ctx.orm
    .select({ id: personRoles.id })
    .from(personRoles)
    .where(
      and(
        eq(personRoles.customerId, customerId),
        eq(personRoles.name, 'TAX_PARTNER'),
        eq(personRoles.status, 'ACTIVE'),
      ),
    )
  return rows.length > 0
}

async function bankNames(ctx: ServiceContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; countryCode: string }>()
  const rows = await ctx.orm
    .select({ id: banks.id, name: banks.name, countryCode: banks.countryCode })
    .from(banks)
    .where(inArray(banks.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

/** A tax year's orders, the allowance, what was declared elsewhere and the banks that take orders. */
export async function exemptionOverview(ctx: ServiceContext, customerId: string, taxYear?: number) {
  const currentYear = Number((await ctx.clock.today()).slice(0, 4))
  const year = taxYear ?? currentYear
  const orders = await ctx.orm
    .select()
    .from(exemptionOrders)
    .where(and(eq(exemptionOrders.customerId, customerId), eq(exemptionOrders.taxYear, year)))
  const [elsewhere] = await ctx.orm
    .select()
    .from(exemptionElsewhere)
    .where(and(eq(exemptionElsewhere.customerId, customerId), eq(exemptionElsewhere.taxYear, year)))
  const depositBanks = await ctx.orm
    .selectDistinct({ bankId: deposits.bankId })
    .from(deposits)
    .where(eq(deposits.customerId, customerId))
  // A deposit still being funded or opened counts: its first interest payment may come before
  // the 28 days an order needs, so the customer gives it now.
  const orderedBanks = await ctx.orm
    .selectDistinct({ bankId: savingsOrders.bankId })
    .from(savingsOrders)
    .where(
      and(
        eq(savingsOrders.customerId, customerId),
        inArray(savingsOrders.status, ['pending_funding', 'forwarded']),
      ),
    )
  const ids = [
    ...new Set([
      ...depositBanks.map((row) => row.bankId),
      ...orderedBanks.map((row) => row.bankId),
      ...orders.map((row) => row.bankId),
    ]),
  ]
  const names = await bankNames(ctx, ids)
  const joint =
    orders.some((order) => order.kind === 'joint') || (await hasActiveTaxPartner(ctx, customerId))
  return {
    taxYear: year,
    currentTaxYear: currentYear,
    allowanceCents: saverAllowanceCents(joint ? 'joint' : 'single', year) ?? 0,
    elsewhereCents: elsewhere?.amountCents ?? 0,
    orders: orders.map((row) =>
      orderView(row, names.get(row.bankId)?.name ?? row.bankId, currentYear),
    ),
    eligibleBanks: ids
      .map((id) => names.get(id))
      .filter((bank) => bank !== undefined && bankTakesExemptionOrders(bank))
      .map((bank) => ({ bankId: bank?.id ?? '', bankName: bank?.name ?? '' })),
  }
}

/**
 * A new or changed order at one bank for one year, decided by the domain's rules (eligibility,
 * deadlines, joint → single, allowance across banks); 422 with the first reason as `code` and
 * all of them as issues. Then the SCA bound to exactly this order.
 */
export async function putExemptionOrder(
  ctx: ServiceContext,
  actor: CustomerActor,
  target: { taxYear: number; bankId: string },
  request: OrderRequest,
) {
  const bank = (await bankNames(ctx, [target.bankId])).get(target.bankId)
  if (bank === undefined) return new ServiceError(404, 'bankNotFound', 'No such partner bank.')
  const [person] = await ctx.orm.select().from(persons).where(eq(persons.id, actor.personId))
  const today = await ctx.clock.today()
  const yearOrders = await ctx.orm
    .select()
    .from(exemptionOrders)
    .where(
      and(
        eq(exemptionOrders.customerId, actor.customerId),
        eq(exemptionOrders.taxYear, target.taxYear),
      ),
    )
  const current = yearOrders.find((order) => order.bankId === target.bankId)
  const otherPortalOrders = yearOrders
    .filter((order) => order.bankId !== target.bankId)
    .reduce((sum, order) => sum + order.amountCents, 0)
  const problems = exemptionOrderChangeProblems({
    applicant: {
      accountType: actor.accountType,
      taxDetails: person?.taxDetails ?? [],
      hasActiveTaxPartner: await hasActiveTaxPartner(ctx, actor.customerId),
    },
    bank: { countryCode: bank.countryCode },
    receivedOn: today,
    taxYear: target.taxYear,
    kind: request.kind,
    amountCents: request.amountCents,
    otherBanksCents: request.elsewhereCents + otherPortalOrders,
    usedCents: current?.usedCents ?? 0,
    current: current && { kind: current.kind as 'single' | 'joint', taxYear: current.taxYear },
  })
  const [first] = problems
  if (first !== undefined) {
    return new ServiceError(
      422,
      first,
      `The exemption order cannot be taken: ${problems.join(', ')}.`,
      problems.map((problem) => ({ path: '', message: problem })),
    )
  }
  const now = await ctx.clock.now()
  return ctx.orm.transaction(async (tx) => {
    const refused = await consumeDataChangeChallenge(
      tx,
      { userId: actor.userId, customerId: actor.customerId },
      request.scaChallengeId,
      'exemption_order_change',
      changeSubject('exemption_order_change', request, target),
      `exemption_order_change:${target.taxYear}:${target.bankId}`,
    )
    if (refused) return refused
    const values = {
      kind: request.kind,
      amountCents: request.amountCents,
      receivedOn: today,
    }
    const [row] = current
      ? await tx
          .update(exemptionOrders)
          .set(values)
          .where(eq(exemptionOrders.id, current.id))
          .returning()
      : await tx
          .insert(exemptionOrders)
          .values({
            id: `FSA-${randomUUID()}`,
            customerId: actor.customerId,
            bankId: target.bankId,
            taxYear: target.taxYear,
            ...values,
          })
          .returning()
    if (row === undefined) throw new Error('order not stored')
    await tx
      .insert(exemptionOrderChanges)
      .values({ orderId: row.id, ...values })
      .onConflictDoUpdate({
        target: [exemptionOrderChanges.orderId, exemptionOrderChanges.receivedOn],
        set: { kind: values.kind, amountCents: values.amountCents },
      })
    await tx
      .insert(exemptionElsewhere)
      .values({
        customerId: actor.customerId,
        taxYear: target.taxYear,
        amountCents: request.elsewhereCents,
      })
      .onConflictDoUpdate({
        target: [exemptionElsewhere.customerId, exemptionElsewhere.taxYear],
        set: { amountCents: request.elsewhereCents },
      })
    await announce(
      tx,
      [actor.customerId],
      {
        type: 'exemption_order_changed',
        notice: (texts, format) =>
          texts.exemptionOrderChanged(
            bank.name,
            target.taxYear,
            format.money(request.amountCents, 'EUR'),
            request.kind,
          ),
        link: '/exemption-order',
      },
      now,
    )
    return orderView(row, bank.name, Number(today.slice(0, 4)))
  })
}
