import { type DocumentKind, documentKinds } from '../../bank/catalogue/document-kinds'

export interface DocumentRef {
  owner: 'bank' | 'offer'
  /** Bank slug or offer id. */
  ownerId: string
  kind: DocumentKind
}

/** Relative URL of a generated PDF; the portal resolves it against the API base URL. */
export function documentUrl(ref: DocumentRef): string {
  return `/assets/documents/${ref.owner}-${ref.ownerId}-${ref.kind}.pdf`
}

export function bankLogoUrl(slug: string): string {
  return `/assets/banks/${slug}/logo.svg`
}

const documentIdPattern = new RegExp(`^(bank|offer)-([a-z0-9-]+)-(${documentKinds.join('|')})$`)

/** The reference a document id names, or undefined for ids this sandbox never hands out. */
export function parseDocumentId(documentId: string): DocumentRef | undefined {
  const match = documentIdPattern.exec(documentId)
  if (match === null) return undefined
  const [, owner, ownerId = '', kind] = match
  const knownKind = documentKinds.find((candidate) => candidate === kind)
  if ((owner !== 'bank' && owner !== 'offer') || knownKind === undefined) return undefined
  return { owner, ownerId, kind: knownKind }
}
