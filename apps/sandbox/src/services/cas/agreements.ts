import { randomUUID } from 'node:crypto'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import { storageName } from '@portal/domain/customer-data/storage-name'
import { and, eq } from 'drizzle-orm'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { ownPerson } from '../../bank/access/own-person'
import { storeDepotFile } from '../../bank/depot/depot-storage'
import { renderPdf } from '../../bank/depot/render-pdf'
import { agreements, depotFiles, referenceAccounts } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { agreementText } from './agreement-texts'

const titles: Record<AgreementKind, string> = {
  direct_debit_mandate: 'SEPA direct-debit mandate',
  liquid_pension_transfer_notice: 'Liquid pension transfer notice',
}

type AgreementRow = typeof agreements.$inferSelect

export const agreementView = (row: AgreementRow) => ({
  kind: row.kind as AgreementKind,
  agreedAt: new Date(row.agreedAt).toISOString(),
  text: row.text,
  documentId: row.documentId,
})

export async function findAgreement(ctx: ServiceContext, customerId: string, kind: AgreementKind) {
  const [row] = await ctx.orm
    .select()
    .from(agreements)
    .where(and(eq(agreements.customerId, customerId), eq(agreements.kind, kind)))
  return row
}

/** Lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  return line === '' ? lines : [...lines, line]
}

/**
 * Records what the actor agreed to, now: the text with their name and the reference account, a
 * PDF of it stored in the depot, and the agreement row that points at it.
 */
export async function recordAgreement(
  ctx: ServiceContext,
  actor: CustomerActor,
  kind: AgreementKind,
) {
  const { orm } = ctx
  const now = await ctx.clock.now()
  const owner = await ownPerson(orm, actor.userId)
  const [reference] = await orm
    .select({ iban: referenceAccounts.iban })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, actor.customerId))
  const agreedOn = now.toISOString().slice(0, 10)
  const text = agreementText(kind, {
    customerId: actor.customerId,
    holder: owner ? `${owner.person.firstName} ${owner.person.lastName}` : actor.userId,
    referenceIban: reference?.iban ?? null,
    agreedOn,
  })
  const title = titles[kind]
  const heading = `Agreed on ${agreedOn} by ${owner?.user.username ?? ''}`
  const bytes = await renderPdf(title, [heading, '', ...wrap(text, 90)])
  const stored = storageName('application/pdf')
  await storeDepotFile(ctx.depotDirectory, stored, bytes)
  const documentId = `DOC-${randomUUID()}`
  return orm.transaction(async (tx) => {
    await tx.insert(depotFiles).values({
      id: documentId,
      customerId: actor.customerId,
      type: 'agreement',
      year: now.getUTCFullYear(),
      title,
      fileName: `${kind.replaceAll('_', '-')}.pdf`,
      mediaType: 'application/pdf',
      size: bytes.length,
      storageName: stored,
      source: 'BANK',
      createdAt: now.toISOString(),
      storedAt: now.toISOString(),
    })
    const [row] = await tx
      .insert(agreements)
      .values({
        customerId: actor.customerId,
        kind,
        agreedAt: now.toISOString(),
        agreedBy: actor.userId,
        text,
        documentId,
      })
      .returning()
    return row ? agreementView(row) : new ServiceError(500, 'technicalError', 'Not stored.')
  })
}
