import type { LocaleParams } from '@/lib/site/page-site'
import { IdentificationUpload, identificationUploadMetadata } from '../identification-upload'

type PageProps = { params: LocaleParams }

export function generateMetadata({ params }: PageProps) {
  return identificationUploadMetadata(params, 'uploadIdDocument')
}

/** Upload page of the identification (spec: /identification/upload-id-document). */
export default function UploadIdDocumentPage({ params }: PageProps) {
  return <IdentificationUpload params={params} route="uploadIdDocument" />
}
