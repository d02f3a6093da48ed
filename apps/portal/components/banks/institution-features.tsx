import type { InstitutionFeatureLabel } from '@portal/domain'
import { Badge } from '@portal/ui/badge'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

/** The institution feature labels of spec section 3 as translated badges. */
export async function InstitutionFeatures({
  features,
  label,
}: {
  features: InstitutionFeatureLabel[]
  label: string
}) {
  const locale = await requestLocale()
  if (features.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'InstitutionFeature' })
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {features.map((feature) => (
        <li key={feature}>
          <Badge variant="info">{t(feature)}</Badge>
        </li>
      ))}
    </ul>
  )
}
