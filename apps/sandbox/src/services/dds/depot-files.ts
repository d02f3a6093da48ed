import type { DepotDocument, DepotDocumentType } from '@portal/api-clients/contracts/documents'
import type { MediaType } from '@portal/domain'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { depotFiles } from '../../db/schema'

export type DepotFileRow = typeof depotFiles.$inferSelect

export function depotDocumentOf(row: DepotFileRow): DepotDocument {
  return {
    id: row.id,
    type: row.type as DepotDocumentType,
    year: row.year,
    title: row.title,
    fileName: row.fileName,
    mediaType: (row.mediaType ?? 'application/pdf') as MediaType,
    size: row.size,
    createdAt: new Date(row.storedAt ?? row.createdAt).toISOString(),
    source: row.source as 'BANK' | 'CUSTOMER',
  }
}

/** The customer's stored files (uploads whose bytes arrived, consent PDFs). */
export async function storedFilesOf(orm: SandboxOrm, customerId: string) {
  return orm
    .select()
    .from(depotFiles)
    .where(and(eq(depotFiles.customerId, customerId), isNotNull(depotFiles.storedAt)))
}

export async function storedFile(orm: SandboxOrm, customerId: string, id: string) {
  const [row] = await orm
    .select()
    .from(depotFiles)
    .where(
      and(
        eq(depotFiles.customerId, customerId),
        eq(depotFiles.id, id),
        isNotNull(depotFiles.storedAt),
      ),
    )
  return row
}
