import type { LocaleParams } from '@/lib/site/page-site'
import { IdentificationUpload, identificationUploadMetadata } from '../identification-upload'

type PageProps = { params: LocaleParams }

export function generateMetadata({ params }: PageProps) {
  return identificationUploadMetadata(params, 'uploadProofOfAddress')
}

/** Upload page of the identification (spec: /identification/upload-proof-of-address). */
export default function UploadProofOfAddressPage({ params }: PageProps) {
  return <IdentificationUpload params={params} route="uploadProofOfAddress" />
}
