import { InvestmentsSkeleton } from '@/components/investments/investments-skeleton'

export default function Loading() {
  return <InvestmentsSkeleton />
}
