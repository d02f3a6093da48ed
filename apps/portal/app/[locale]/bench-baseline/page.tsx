import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

// The "empty page of the same build" that benchmarks compare real pages against: the shell with
// nothing of its own, and no data reads.
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function BenchBaselinePage({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Bench' })
  return <h1 className="text-2xl font-semibold">{t('baselineTitle')}</h1>
}
