import type { KycStatus, VerificationState } from '@portal/api-clients/contracts/kyc'
import { Badge } from '@portal/ui/badge'
import { DescriptionList } from '@portal/ui/description-list'
import { useFormatter, useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'

const variantOf: Record<VerificationState, 'neutral' | 'warning' | 'success' | 'danger'> = {
  NOT_STARTED: 'neutral',
  PENDING: 'warning',
  VERIFIED: 'success',
  REJECTED: 'danger',
}

interface KycStatusViewProps {
  status: KycStatus
  links: { idDocument: string; proofOfAddress: string }
}

/** Where identification stands and which documents the bank still needs, each with its page. */
export function KycStatusView({ status, links }: KycStatusViewProps) {
  const t = useTranslations('CustomerData.identification')
  const format = useFormatter()
  const state = (value: VerificationState) => (
    <Badge variant={variantOf[value]}>{t(`states.${value}`)}</Badge>
  )
  return (
    <div className="space-y-6" data-testid="kyc-status">
      <DescriptionList>
        <DetailItem term={t('identity')} value={state(status.identification)} />
        <DetailItem term={t('proofOfAddress')} value={state(status.proofOfAddress)} />
      </DescriptionList>
      {status.requiredDocuments.length === 0 ? (
        <p data-testid="nothing-required">{t('nothingRequired')}</p>
      ) : (
        <ul className="space-y-2" data-testid="required-documents">
          {status.requiredDocuments.map((document) => (
            <li key={document.type}>
              <a
                className="text-primary underline"
                href={
                  document.type === 'proof_of_address' ? links.proofOfAddress : links.idDocument
                }
              >
                {t(`required.${document.type}`)}
              </a>
              {document.dueBy
                ? ` ${t('dueBy', { date: format.dateTime(new Date(document.dueBy), { dateStyle: 'long' }) })}`
                : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
