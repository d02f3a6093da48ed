import { randomUUID } from 'node:crypto'
import { type AgreementKind, customerDataContract } from '@portal/api-clients/contracts/customers'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { storageName } from '@portal/domain/customer-data/storage-name'
import { and, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError } from '../../bank/access/customer-actor'
import { ownPerson } from '../../bank/access/own-person'
import { storeDepotFile } from '../../bank/depot/depot-storage'
import { renderPdf } from '../../bank/depot/render-pdf'
import { agreements, depotFiles, referenceAccounts } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { agreementText } from './agreement-texts'

/** A direct-debit mandate funds orders; a pension transfer notice is an investment decision. */
const giveAction: Record<AgreementKind, CustomerAction> = {
  direct_debit_mandate: 'order_deposit',
  liquid_pension_transfer_notice: 'invest',
}

const titles: Record<AgreementKind, string> = {
  direct_debit_mandate: 'SEPA direct-debit mandate',
  liquid_pension_transfer_notice: 'Liquid pension transfer notice',
}

type AgreementRow = typeof agreements.$inferSelect
const view = (row: AgreementRow) => ({
  kind: row.kind as AgreementKind,
  agreedAt: new Date(row.agreedAt).toISOString(),
  text: row.text,
  documentId: row.documentId,
})

/**
 * Consents given once (`/cas/v1/customers/:id/agreements/:kind`): what was agreed, when, and a
 * PDF of it in the document depot. Agreeing again answers the first agreement.
 */
export function createConsentsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const find = async (customerId: string, kind: AgreementKind) => {
    const [row] = await orm
      .select()
      .from(agreements)
      .where(and(eq(agreements.customerId, customerId), eq(agreements.kind, kind)))
    return row
  }
  registerEndpoint(
    router,
    customerDataContract.getAgreement,
    async ({ params }) => {
      const row = await find(params.customerId, params.kind)
      return row ? view(row) : new ServiceError(404, 'agreementNotFound', 'Not agreed yet.')
    },
    { access: ctx.access.authorized('view_account') },
  )
  // the right needed depends on the kind in the path: judged here, on the person the rule loaded
  registerEndpoint(router, customerDataContract.giveAgreement, agree, { access: ctx.access.person })

  async function agree({
    params,
    context,
  }: {
    params: { customerId: string; kind: AgreementKind }
    context: Context<AccessEnv>
  }) {
    const actor = context.get('actor')
    const refused = actionError(actor, giveAction[params.kind])
    if (refused) return refused
    const existing = await find(params.customerId, params.kind)
    if (existing) return view(existing)
    const now = await ctx.clock.now()
    const owner = await ownPerson(orm, actor.userId)
    const [reference] = await orm
      .select({ iban: referenceAccounts.iban })
      .from(referenceAccounts)
      .where(eq(referenceAccounts.customerId, params.customerId))
    const agreedOn = now.toISOString().slice(0, 10)
    const text = agreementText(params.kind, {
      customerId: params.customerId,
      holder: owner ? `${owner.person.firstName} ${owner.person.lastName}` : actor.userId,
      referenceIban: reference?.iban ?? null,
      agreedOn,
    })
    const title = titles[params.kind]
    const bytes = await renderPdf(title, [
      `Agreed on ${agreedOn} by ${owner?.user.username ?? ''}`,
      '',
      ...wrap(text, 90),
    ])
    const stored = storageName('application/pdf')
    await storeDepotFile(ctx.depotDirectory, stored, bytes)
    const documentId = `DOC-${randomUUID()}`
    return orm.transaction(async (tx) => {
      await tx.insert(depotFiles).values({
        id: documentId,
        customerId: params.customerId,
        type: 'agreement',
        year: now.getUTCFullYear(),
        title,
        fileName: `${params.kind.replaceAll('_', '-')}.pdf`,
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
          customerId: params.customerId,
          kind: params.kind,
          agreedAt: now.toISOString(),
          agreedBy: actor.userId,
          text,
          documentId,
        })
        .returning()
      return row ? view(row) : new ServiceError(500, 'technicalError', 'Not stored.')
    })
  }
  return router
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
