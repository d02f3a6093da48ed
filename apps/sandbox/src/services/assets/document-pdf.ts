import type { DocumentKind } from '../../bank/catalogue/document-kinds'
import type { ReaderLanguage } from '../../bank/customers/reader-language'
import { renderPdf } from '../../bank/depot/render-pdf'
import { textsIn } from '../../texts/catalogues'

/** A sample document of a bank or an offer, in the reader's language; it says it is a sample. */
export function documentPdf(
  kind: DocumentKind,
  owner: string,
  reader: ReaderLanguage,
): Promise<Uint8Array> {
  const texts = textsIn(reader.language, reader.tag)
  return renderPdf(texts.offers.documentTitles[kind], [
    owner,
    '',
    ...texts.banks.sampleDocumentLines,
  ])
}
