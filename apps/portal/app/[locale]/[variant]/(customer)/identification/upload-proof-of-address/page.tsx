import {
  IdentificationUpload,
  identificationUploadMetadata,
} from '@/app/[locale]/[variant]/(customer)/identification/identification-upload'
import { getKycStatus } from '@/lib/backend/kyc'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/page/page-params'

type PageProps = { params: LocaleParams }

export function generateMetadata({ params }: PageProps) {
  return identificationUploadMetadata(params, 'uploadProofOfAddress')
}

/** Upload page of the identification (spec: /identification/upload-proof-of-address). */
export default async function UploadProofOfAddressPage({ params }: PageProps) {
  const page = await customerPage(params, 'uploadProofOfAddress')
  if (!page) return null
  const { bacNumber } = page.session
  const status = bacNumber ? await getKycStatus(page.session, bacNumber) : null
  return <IdentificationUpload route="uploadProofOfAddress" status={status} />
}
