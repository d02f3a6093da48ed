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
  /**
   * Set only when the text is not in the language asked for: a partner's own text without a
   * translation, served as written (the page marks it with `lang` and says so).
   */
  language: z.string().min(2).optional(),
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
