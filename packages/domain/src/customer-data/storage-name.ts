import type { MediaType } from '../enumerations'
import { uploadFormats } from './upload-rules'

/**
 * The name a stored upload gets: a random UUID and the canonical extension of its checked media
 * type. Nothing of the customer's file name reaches the store, so it can neither traverse paths
 * nor collide with another file; the original name is kept as data beside it.
 */
export function storageName(
  mediaType: MediaType,
  randomId: () => string = () => crypto.randomUUID(),
): string {
  return `${randomId()}.${uploadFormats[mediaType].canonicalExtension}`
}
