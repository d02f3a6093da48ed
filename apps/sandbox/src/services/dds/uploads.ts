import { randomUUID } from 'node:crypto'
import type { UploadPurpose } from '@portal/api-clients/contracts/documents'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { decideUpload } from '@portal/domain/customer-data/upload-decision'
import { maxUploadBytes, type UploadProblem } from '@portal/domain/customer-data/upload-rules'
import { and, eq, inArray } from 'drizzle-orm'
import { storeDepotFile } from '../../bank/depot/depot-storage'
import { depotFiles, kycRequirements } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { depotDocumentOf } from './depot-files'

const ticketLifetimeMs = 15 * 60_000

/** Who may upload for which purpose (domain rights table). */
export const uploadAction: Record<UploadPurpose, CustomerAction> = {
  id_document: 'change_own_contact_data',
  proof_of_address: 'change_own_contact_data',
  reference_account_evidence: 'change_reference_account',
  postbox_attachment: 'write_postbox',
}

const titles: Record<UploadPurpose, string> = {
  id_document: 'ID document',
  proof_of_address: 'Proof of address',
  reference_account_evidence: 'Reference account evidence',
  postbox_attachment: 'Postbox attachment',
}

/** KYC requirements an upload of this purpose fulfils. */
const fulfils: Partial<Record<UploadPurpose, string[]>> = {
  id_document: ['id_document', 'missing_idd'],
  proof_of_address: ['proof_of_address'],
}

export const refusedUpload = (problem: UploadProblem) =>
  new ServiceError(422, problem, `The file was refused: ${problem.replaceAll('_', ' ')}.`)

/** Step 1: the announced name, size and purpose (already checked) become a ticket. */
export async function announceUpload(
  ctx: ServiceContext,
  customerId: string,
  upload: { fileName: string; size: number; purpose: UploadPurpose },
) {
  const now = await ctx.clock.now()
  const id = `DOC-${randomUUID()}`
  const expiresAt = new Date(now.getTime() + ticketLifetimeMs).toISOString()
  await ctx.orm.insert(depotFiles).values({
    id,
    customerId,
    type: upload.purpose,
    year: now.getUTCFullYear(),
    title: titles[upload.purpose],
    fileName: upload.fileName.trim(),
    size: upload.size,
    source: 'CUSTOMER',
    createdAt: now.toISOString(),
    expiresAt,
  })
  return { uploadId: id, maxBytes: upload.size, expiresAt }
}

/**
 * Step 2: the bytes. Refused before reading when `Content-Length` is missing or larger than the
 * ticket; then the domain decides on name and bytes together. Nothing is stored unless accepted,
 * and then only under a generated name.
 */
export async function receiveUpload(
  ctx: ServiceContext,
  customerId: string,
  uploadId: string,
  declaredLength: number | undefined,
  readBytes: () => Promise<ArrayBuffer>,
) {
  const now = await ctx.clock.now()
  const [ticket] = await ctx.orm
    .select()
    .from(depotFiles)
    .where(and(eq(depotFiles.customerId, customerId), eq(depotFiles.id, uploadId)))
  if (ticket === undefined || ticket.storedAt !== null || ticket.source !== 'CUSTOMER') {
    return new ServiceError(404, 'uploadNotFound', 'No such upload.')
  }
  if (ticket.expiresAt !== null && new Date(ticket.expiresAt) <= now) {
    return new ServiceError(410, 'uploadExpired', 'The upload has expired; announce it again.')
  }
  if (declaredLength === undefined || Number.isNaN(declaredLength)) {
    return new ServiceError(411, 'lengthRequired', 'Send the file with its Content-Length.')
  }
  if (declaredLength > ticket.size || declaredLength > maxUploadBytes)
    return refusedUpload('too_large')
  if (declaredLength === 0) return refusedUpload('empty_file')
  const bytes = new Uint8Array(await readBytes())
  const decision = await decideUpload({ fileName: ticket.fileName, bytes })
  if (!decision.accepted) return refusedUpload(decision.problem)
  await storeDepotFile(ctx.depotDirectory, decision.storageName, bytes)
  const [stored] = await ctx.orm
    .update(depotFiles)
    .set({
      storageName: decision.storageName,
      mediaType: decision.mediaType,
      size: bytes.length,
      storedAt: now.toISOString(),
      expiresAt: null,
    })
    .where(eq(depotFiles.id, ticket.id))
    .returning()
  const requirements = fulfils[ticket.type as UploadPurpose]
  if (requirements) {
    await ctx.orm
      .update(kycRequirements)
      .set({ fulfilledAt: now.toISOString() })
      .where(
        and(
          eq(kycRequirements.customerId, customerId),
          inArray(kycRequirements.type, requirements),
        ),
      )
  }
  if (stored === undefined) throw new Error('upload row vanished')
  return depotDocumentOf(stored)
}
