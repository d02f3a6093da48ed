import { z } from 'zod'
import {
  DepositInsuranceDescriptionId,
  DescriptionDocumentId,
  DescriptionType,
  DocumentType,
  MediaType,
} from '../enumerations'

/** A text block of a bank or offer; STRING_HTML must be sanitised before rendering. */
export const Description = z.object({
  id: z.union([DepositInsuranceDescriptionId, z.string().min(1)]),
  type: DescriptionType,
  value: z.string(),
})
export type Description = z.infer<typeof Description>

export const Document = z.object({
  id: z.union([DescriptionDocumentId, z.string().min(1)]),
  type: DocumentType,
  mediaType: MediaType,
  title: z.string(),
  url: z.string(),
})
export type Document = z.infer<typeof Document>
