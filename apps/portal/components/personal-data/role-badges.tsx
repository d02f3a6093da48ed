import type { PersonRole } from '@portal/domain'
import { Badge } from '@portal/ui/badge'
import { useTranslations } from 'next-intl'

const variantOf = { ACTIVE: 'success', REQUESTED: 'warning', DISABLED: 'neutral' } as const

/** A person's roles on the account with their status (spec section 3, roles). */
export function RoleBadges({ roles }: { roles: readonly PersonRole[] }) {
  const t = useTranslations('CustomerData.roles')
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('label')} data-testid="roles">
      {roles.map((role) => (
        <li key={role.id}>
          <Badge variant={variantOf[role.status]}>
            {t(`names.${role.name}`)} · {t(`statuses.${role.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  )
}
