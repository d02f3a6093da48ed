import { LedgerBookingType } from '@portal/api-clients/contracts/savings'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import type { BookingFilters } from '@/lib/transactions/booking-filters'

/** Date range and type as a GET form: the filters live in the address and work without JS. */
export function BookingFiltersForm({
  filters,
  resetHref,
}: {
  filters: BookingFilters
  resetHref: string
}) {
  const t = useTranslations('Money.transactions')
  const types = useTranslations('Customer.transactions.types')
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" data-testid="transaction-filters">
      <Field label={t('from')} className="w-40">
        <Input type="date" name="from" defaultValue={filters.from ?? ''} />
      </Field>
      <Field label={t('to')} className="w-40">
        <Input type="date" name="to" defaultValue={filters.to ?? ''} />
      </Field>
      <Field label={t('type')} className="w-56">
        <NativeSelect name="type" defaultValue={filters.type ?? ''}>
          <option value="">{t('allTypes')}</option>
          {LedgerBookingType.options.map((type) => (
            <option key={type} value={type}>
              {types(type)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline">
        {t('apply')}
      </Button>
      <a className="self-center text-sm text-primary underline" href={resetHref}>
        {t('reset')}
      </a>
    </form>
  )
}
