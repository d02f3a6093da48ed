import type { InvestmentArea } from '@portal/domain/investments/investment-access'
import { publicAreaAccess } from '@/lib/investments/investment-gates'
import type { PrognosisVariant } from '@/lib/investments/prognosis-form'
import { pageQuery, type VariantParams } from '@/lib/page/page-params'
import { PrognosisSection } from './prognosis-section'

const promotions: Readonly<Record<string, { area: InvestmentArea; variant: PrognosisVariant }>> = {
  vermoegensverwaltung: { area: 'investments', variant: 'wealthManagement' },
  zinsportfolio: { area: 'retirement', variant: 'pension' },
}

/**
 * The prognosis under the CMS text of the invest and pension promotion pages (a shared page: the
 * query comes from the page variant segment). Nothing for other pages, markets without the area (spec
 * section 6) or with its flag off.
 */
export async function PromotionPrognosis({
  slug,
  params,
}: {
  slug: string
  params: VariantParams
}) {
  const promotion = promotions[slug]
  if (!promotion) return null
  const { locale, query } = await pageQuery(params)
  const access = await publicAreaAccess(promotion.area, locale)
  if (!access.visible) return null
  return <PrognosisSection query={query} variant={promotion.variant} />
}
