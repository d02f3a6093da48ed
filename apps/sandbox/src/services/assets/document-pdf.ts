import type { DocumentKind } from './document-paths'
import { simplePdf } from './pdf-document'

const titles: Record<DocumentKind, string> = {
  'product-information-sheet': 'Product information sheet',
  'terms-and-conditions': 'Terms and conditions',
  'interest-rate-history': 'Interest rate history',
}

/** A sample document of a bank or an offer; the text says it is a sandbox sample. */
export function documentPdf(kind: DocumentKind, owner: string): Uint8Array<ArrayBuffer> {
  return simplePdf(titles[kind], [
    owner,
    '',
    'Sample document of the savings portal sandbox. It contains no binding information',
    'and exists so that links in the local marketplace lead to a real PDF.',
    '',
    'All banks, products and figures in the sandbox are fictional.',
  ])
}
