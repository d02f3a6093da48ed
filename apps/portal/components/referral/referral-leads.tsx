import type { ReferralLead } from '@portal/api-clients/contracts/customers'
import { Badge } from '@portal/ui/badge'
import { useFormatter, useTranslations } from 'next-intl'

const variantOf = {
  INVITED: 'neutral',
  REGISTERED: 'info',
  FIRST_DEPOSIT: 'brand',
  REWARDED: 'success',
  EXPIRED: 'warning',
} as const

/** Friends the customer referred, with where each stands (legacy ReferAFriend/leads). */
export function ReferralLeads({ leads }: { leads: readonly ReferralLead[] }) {
  const t = useTranslations('CustomerData.leads')
  const format = useFormatter()
  if (leads.length === 0) return <p data-testid="leads-empty">{t('empty')}</p>
  return (
    <ul className="space-y-2" data-testid="leads">
      {leads.map((lead) => (
        <li key={lead.id} className="break-words">
          <Badge variant={variantOf[lead.status]}>{t(`statuses.${lead.status}`)}</Badge> {lead.name}{' '}
          <span className="text-sm text-muted-foreground">
            {t('invitedOn', {
              date: format.dateTime(new Date(lead.invitedAt), { dateStyle: 'medium' }),
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}
