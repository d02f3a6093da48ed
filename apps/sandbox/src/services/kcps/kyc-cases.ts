import { randomUUID } from 'node:crypto'
import type { KycCase, ReferenceAccountChangeRequest } from '@portal/api-clients/contracts/kyc'
import { isAbaReferenceAccount } from '@portal/api-clients/contracts/new-reference-account'
import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { announce } from '../../bank/announcements/announce'
import { openCaseStatuses } from '../../bank/customers/kyc-case-status'
import {
  referenceAccountMarket,
  referenceAccountRow,
  wrongScheme,
} from '../../bank/customers/reference-accounts'
import { consumeDataChangeChallenge } from '../../bank/sca/data-change-binding'
import { changeSubject } from '../../bank/sca/data-change-subject'
import { depotFiles, identifications, kycCases, referenceAccounts } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

type CaseRow = typeof kycCases.$inferSelect
type ChangeRequest = z.output<typeof ReferenceAccountChangeRequest>

const identificationValidityMs = 24 * 60 * 60_000

export function caseView(row: CaseRow): KycCase {
  return {
    id: row.id,
    customerId: row.customerId,
    type: 'REFERENCE_ACCOUNT_CHANGE',
    status: row.status as KycCase['status'],
    newReferenceAccount: row.newReferenceAccount,
    documentIds: row.documentIds,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt && new Date(row.decidedAt).toISOString(),
    rejectionReason: row.rejectionReason,
  }
}

/**
 * A reference-account change: needs an identification of the last 24 hours, evidence uploaded
 * for it, and SCA bound to the new account; it waits IN_REVIEW until the bank decides. One open
 * case at a time.
 */
export async function openReferenceAccountChange(
  ctx: ServiceContext,
  actor: CustomerActor,
  change: ChangeRequest,
) {
  const now = await ctx.clock.now()
  const market = await referenceAccountMarket(ctx.orm, actor.customerId)
  const { documentIds: _documents, scaChallengeId: _challenge, ...newAccount } = change
  const refused = wrongScheme(newAccount, market.scheme)
  if (refused) return refused
  const [identified] = await ctx.orm
    .select({ id: identifications.id })
    .from(identifications)
    .where(
      and(
        eq(identifications.customerId, actor.customerId),
        eq(identifications.purpose, 'reference_account_change'),
        eq(identifications.status, 'VERIFIED'),
        gt(
          identifications.createdAt,
          new Date(now.getTime() - identificationValidityMs).toISOString(),
        ),
      ),
    )
  if (identified === undefined) {
    return new ServiceError(409, 'identificationRequired', 'Verify your identity first.')
  }
  const evidence = await ctx.orm
    .select({ id: depotFiles.id })
    .from(depotFiles)
    .where(
      and(
        eq(depotFiles.customerId, actor.customerId),
        inArray(depotFiles.id, change.documentIds),
        eq(depotFiles.type, 'reference_account_evidence'),
        isNotNull(depotFiles.storedAt),
      ),
    )
  if (evidence.length !== new Set(change.documentIds).size) {
    return new ServiceError(
      422,
      'documentNotFound',
      'A document is not one of your uploaded evidence files.',
    )
  }
  return ctx.orm.transaction(async (tx) => {
    const open = await tx
      .select({ id: kycCases.id })
      .from(kycCases)
      .where(
        and(eq(kycCases.customerId, actor.customerId), inArray(kycCases.status, openCaseStatuses)),
      )
    if (open.length > 0) return new ServiceError(409, 'caseOpen', 'A change is already in review.')
    const refused = await consumeDataChangeChallenge(
      tx,
      { userId: actor.userId, customerId: actor.customerId },
      change.scaChallengeId,
      'reference_account_change',
      changeSubject('reference_account_change', change),
      `reference_account_change:${actor.customerId}`,
    )
    if (refused) return refused
    const [row] = await tx
      .insert(kycCases)
      .values({
        id: `KYC-${randomUUID()}`,
        customerId: actor.customerId,
        type: 'REFERENCE_ACCOUNT_CHANGE',
        status: 'IN_REVIEW',
        newReferenceAccount: newAccount,
        documentIds: change.documentIds,
        createdAt: now.toISOString(),
      })
      .returning()
    if (row === undefined) throw new Error('insert returned nothing')
    return caseView(row)
  })
}

export async function casesOf(ctx: ServiceContext, customerId: string) {
  const rows = await ctx.orm
    .select()
    .from(kycCases)
    .where(eq(kycCases.customerId, customerId))
    .orderBy(desc(kycCases.createdAt))
  return rows.map(caseView)
}

/** The bank's decision (local demo control): an approval replaces the reference account. */
export async function decideCase(
  ctx: ServiceContext,
  caseId: string,
  decision: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string | undefined },
) {
  const now = await ctx.clock.now()
  return ctx.orm.transaction(async (tx) => {
    const [row] = await tx.select().from(kycCases).where(eq(kycCases.id, caseId)).for('update')
    if (row === undefined) return new ServiceError(404, 'caseNotFound', 'No such case.')
    if (!openCaseStatuses.includes(row.status)) {
      return new ServiceError(409, 'caseDecided', `The case is ${row.status}.`)
    }
    if (decision.status === 'APPROVED') {
      const { currency } = await referenceAccountMarket(tx, row.customerId)
      await tx.delete(referenceAccounts).where(eq(referenceAccounts.customerId, row.customerId))
      await tx
        .insert(referenceAccounts)
        .values(referenceAccountRow(row.customerId, row.newReferenceAccount, currency))
    }
    const approved = row.newReferenceAccount
    const [decided] = await tx
      .update(kycCases)
      .set({
        status: decision.status,
        decidedAt: now.toISOString(),
        rejectionReason:
          decision.status === 'REJECTED' ? (decision.rejectionReason ?? 'Rejected') : null,
      })
      .where(eq(kycCases.id, caseId))
      .returning()
    await announce(
      tx,
      [row.customerId],
      {
        type: 'kyc_case_decided',
        notice: (texts) =>
          decision.status === 'APPROVED'
            ? texts.referenceAccountApproved(
                isAbaReferenceAccount(approved)
                  ? texts.abaAccount(approved.routingNumber, approved.accountNumber)
                  : approved.iban,
              )
            : texts.referenceAccountRejected(decision.rejectionReason ?? null),
        link: '/my-details',
      },
      now,
    )
    if (decided === undefined) throw new Error('update returned nothing')
    return caseView(decided)
  })
}
