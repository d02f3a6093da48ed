import { formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import type { AmountParam } from '@/lib/us-offers/amount-param'
import { maxAmountMinor } from '@/lib/us-offers/amount-param'
import type { LimitParam } from '@/lib/us-offers/limit-param'

/** Visible notes when the amount or the row count from the URL was ignored or clamped. */
export async function UsOffersNotes({
  amount,
  rawAmount,
  limit,
}: {
  amount: AmountParam
  rawAmount: string
  limit: LimitParam
}) {
  const t = await getTranslations({ locale: 'en-us', namespace: 'UsOffers' })
  const notes: string[] = []
  if (amount.kind === 'invalid') notes.push(t('amountInvalid', { value: rawAmount.slice(0, 40) }))
  if (amount.kind === 'clamped')
    notes.push(t('amountClamped', { max: formatMoney(maxAmountMinor, 'USD', 'en-US') }))
  if (limit.adjusted) notes.push(t('limitAdjusted', { limit: limit.limit }))
  if (notes.length === 0) return null
  return (
    <Alert variant="warning" data-testid="us-input-note">
      {notes.map((note) => (
        <AlertDescription key={note}>{note}</AlertDescription>
      ))}
    </Alert>
  )
}
