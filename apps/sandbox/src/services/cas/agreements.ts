import { randomUUID } from 'node:crypto'
import type { AgreementKind, AgreementText } from '@portal/api-clients/contracts/customers'
import { storageName } from '@portal/domain/customer-data/storage-name'
import { formatDate } from '@portal/domain/format'
import { intlTagFor, marketOfResidence } from '@portal/domain/languages'
import type { MarketLanguage } from '@portal/domain/markets'
import { and, eq } from 'drizzle-orm'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { ownPerson } from '../../bank/access/own-person'
import { customerLanguage } from '../../bank/customers/reader-language'
import { storeDepotFile } from '../../bank/depot/depot-storage'
import { renderPdf } from '../../bank/depot/render-pdf'
import { agreements, depotFiles } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { textsIn } from '../../texts/catalogues'
import type { ServiceContext } from '../service-context'

type AgreementRow = typeof agreements.$inferSelect

export const agreementView = (row: AgreementRow) => ({
  kind: row.kind as AgreementKind,
  agreedAt: new Date(row.agreedAt).toISOString(),
  text: row.text,
  ...(row.textVersion === null ? {} : { version: row.textVersion }),
  ...(row.language === null ? {} : { language: row.language }),
  documentId: row.documentId,
})

export async function findAgreement(ctx: ServiceContext, customerId: string, kind: AgreementKind) {
  const [row] = await ctx.orm
    .select()
    .from(agreements)
    .where(and(eq(agreements.customerId, customerId), eq(agreements.kind, kind)))
  return row
}

/** Lines of at most `width` characters, broken at spaces; joined with spaces they are the text. */
export function wrap(text: string, width: number): string[] {
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
 * Records what the actor agreed to, now: exactly the text shown (version and language kept), a
 * PDF that prints exactly it, stored in the depot, and the agreement row that points at it.
 */
export async function recordAgreement(
  ctx: ServiceContext,
  actor: CustomerActor,
  agreed: AgreementText,
) {
  const { orm } = ctx
  const now = await ctx.clock.now()
  const owner = await ownPerson(orm, actor.userId)
  // the date as the text's language writes it: the customer's own market's way where it is theirs
  const reader = await customerLanguage(orm, actor.customerId)
  const tag =
    reader.language === agreed.language
      ? reader.tag
      : intlTagFor(agreed.language as MarketLanguage, marketOfResidence(undefined))
  const agreedOn = formatDate(now.toISOString().slice(0, 10), tag)
  const texts = textsIn(agreed.language as MarketLanguage, tag).agreements
  const heading = texts.agreedBy(agreedOn, owner?.user.username ?? '')
  const bytes = await renderPdf(agreed.title, [heading, '', ...wrap(agreed.text, 90)])
  const stored = storageName('application/pdf')
  await storeDepotFile(ctx.depotDirectory, stored, bytes)
  const documentId = `DOC-${randomUUID()}`
  return orm.transaction(async (tx) => {
    await tx.insert(depotFiles).values({
      id: documentId,
      customerId: actor.customerId,
      type: 'agreement',
      year: now.getUTCFullYear(),
      title: agreed.title,
      fileName: `${agreed.kind.replaceAll('_', '-')}.pdf`,
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
        kind: agreed.kind,
        agreedAt: now.toISOString(),
        agreedBy: actor.userId,
        text: agreed.text,
        textVersion: agreed.version,
        language: agreed.language,
        documentId,
      })
      .returning()
    return row ? agreementView(row) : new ServiceError(500, 'technicalError', 'Not stored.')
  })
}
