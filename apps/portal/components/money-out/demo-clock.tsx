import { Button } from '@portal/ui/button'
import { Subsection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { bookingDate } from '@/lib/transactions/format-transaction'

const moves = [1, 7, 30, 365] as const

interface DemoClockProps {
  today: string
  action: (form: FormData) => Promise<void>
}

/** The sandbox bank's date and buttons that move it forward (each a form: works without JS). */
export function DemoClock({ today, action }: DemoClockProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.demo')
  return (
    <Subsection headingId="demo-clock" title={t('clockTitle')}>
      <p data-testid="demo-today">{t('today', { date: bookingDate(today, locale) })}</p>
      <div className="flex flex-wrap gap-2">
        {moves.map((days) => (
          <form key={days} action={action}>
            <input type="hidden" name="days" value={days} />
            <Button type="submit" variant="outline" size="sm" data-testid={`demo-advance-${days}`}>
              {t('advance', { days })}
            </Button>
          </form>
        ))}
      </div>
    </Subsection>
  )
}
