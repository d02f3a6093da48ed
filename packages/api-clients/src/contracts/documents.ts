import { BacNumber, MediaType } from '@portal/domain'
import { uploadProblemBeforeReading } from '@portal/domain/customer-data/upload-before-reading'
import { maxUploadBytes, uploadProblems } from '@portal/domain/customer-data/upload-rules'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

/** Service prefix of the document depot (spec section 7). */
export const documentsServicePrefix = '/dds/api/v2'

export const depotDocumentTypes = [
  'order_confirmation',
  'opening_confirmation',
  'interest_statement',
  'payout_statement',
  'tax_summary',
  'id_document',
  'proof_of_address',
  'reference_account_evidence',
  'postbox_attachment',
  /** The PDF of a consent: liquid pension transfer notice, direct-debit mandate. */
  'agreement',
] as const
export const DepotDocumentType = z.enum(depotDocumentTypes)
export type DepotDocumentType = z.infer<typeof DepotDocumentType>

/** What a customer uploads; the other types are written by the bank (PDFs made by the sandbox). */
export const UploadPurpose = DepotDocumentType.extract([
  'id_document',
  'proof_of_address',
  'reference_account_evidence',
  'postbox_attachment',
])
export type UploadPurpose = z.infer<typeof UploadPurpose>

export const DepotDocument = z.object({
  id: z.string().min(1),
  type: DepotDocumentType,
  /** The year the document is about (a tax summary's tax year, a statement's year). */
  year: z.number().int().min(2000).max(2100),
  title: z.string().min(1),
  /** The name shown and offered on download; stored under a generated name. */
  fileName: z.string().min(1).max(255),
  mediaType: MediaType,
  size: z.number().int().positive().max(maxUploadBytes),
  createdAt: z.iso.datetime({ offset: true }),
  source: z.enum(['BANK', 'CUSTOMER']),
})
export type DepotDocument = z.infer<typeof DepotDocument>

export const DocumentListQuery = z.object({
  type: DepotDocumentType.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
})
export type DocumentListQuery = z.input<typeof DocumentListQuery>

/**
 * An upload announced before any byte is sent: the name and size are checked with the domain's
 * upload rules, so an 11 MB file or a name with a path is refused at once, each with its reason
 * code as the issue's message.
 */
export const UploadAnnouncement = z
  .object({ fileName: z.string(), size: z.number().int(), purpose: UploadPurpose })
  .superRefine((upload, context) => {
    const problem = uploadProblemBeforeReading({
      fileName: upload.fileName,
      declaredSize: upload.size,
    })
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['fileName'] })
  })
export type UploadAnnouncement = z.input<typeof UploadAnnouncement>

export const UploadTicket = z.object({
  uploadId: z.string().min(1),
  /** Bytes the content request may carry; the announced size. */
  maxBytes: z.number().int().positive().max(maxUploadBytes),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type UploadTicket = z.infer<typeof UploadTicket>

/**
 * The answer to the raw upload (`uploadContentPath`): the stored document, or 422 with one of the
 * domain's upload reason codes as the normalised `code`; nothing is stored then.
 */
export const UploadResult = DepotDocument
export const UploadProblemCode = z.enum(uploadProblems)

/**
 * Raw bytes go here with PUT (`Content-Type` the file's type, `Content-Length` known, so the
 * browser can show progress). Not a JSON endpoint, so not in the contract; answered with
 * `UploadResult`.
 */
export const uploadContentPath = '/customers/:customerId/uploads/:uploadId/content'

/**
 * A document's bytes, served only to its owner with `Content-Disposition: attachment`,
 * `X-Content-Type-Options: nosniff` and the stored media type; another customer's id answers 404.
 */
export const documentContentPath = '/customers/:customerId/documents/:documentId/content'

const customerParams = z.object({ customerId: BacNumber })

/** Document depot (`/dds/api/v2`): the customer's documents and their uploads. */
export const documentsContract = {
  listDocuments: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/documents',
    auth: 'bearer',
    params: customerParams,
    query: DocumentListQuery,
    /** `years`: every year the person's visible documents are about, newest first, unfiltered. */
    response: z.object({
      items: z.array(DepotDocument),
      years: z.array(z.number().int().min(2000).max(2100)),
    }),
  }),
  getDocument: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/documents/:documentId',
    auth: 'bearer',
    params: customerParams.extend({ documentId: z.string().min(1) }),
    response: DepotDocument,
  }),
  /** 201; a refused name or size answers 422 with the reason code. */
  createUpload: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/uploads',
    auth: 'bearer',
    params: customerParams,
    body: UploadAnnouncement,
    response: UploadTicket,
  }),
}
