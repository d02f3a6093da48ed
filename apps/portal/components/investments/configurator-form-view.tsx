import { formatPercent } from '@portal/domain/format'
import type { Etf } from '@portal/domain/investments/etf'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { useLocale, useTranslations } from 'next-intl'
import type { ConfiguratorForm } from '@/lib/investments/configurator-form'

/** The configurator: every fund of the universe with its costs and risk, and a weight field. */
export function ConfiguratorFormView({
  etfs,
  form,
  action,
}: {
  etfs: readonly Etf[]
  form: ConfiguratorForm
  /** The fund overview's address: the GET form sends the weights there. */
  action: string
}) {
  const t = useTranslations('Investments.configurator')
  const locale = useLocale()
  const problems = form.validation && !form.validation.ok ? form.validation.problems : []
  return (
    <form method="get" action={action} className="space-y-4" noValidate>
      {problems.length > 0 ? (
        <Alert variant="danger" data-testid="mix-problems">
          <AlertDescription>
            <ul className="list-disc pl-5">
              {[...new Set(problems.map((problem) => problem.reason))].map((reason) => (
                <li key={reason}>{t(`problems.${reason}`, { total: form.totalPercent })}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="p-1">
                {t('fund')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('ter')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('risk')}
              </th>
              <th scope="col" className="p-1 text-right">
                {t('weight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {etfs.map((etf) => (
              <tr key={etf.isin} className="border-t border-neutral-200 align-top">
                <td className="p-1">
                  <span className="block">{etf.name}</span>
                  <span className="block text-xs text-neutral-700">{etf.isin}</span>
                </td>
                <td className="p-1 text-right tabular-nums">
                  {formatPercent((etf.terBasisPoints / 10_000).toFixed(4), locale)}
                </td>
                <td className="p-1 text-right tabular-nums">{etf.riskIndicator}/7</td>
                <td className="p-1 text-right">
                  <input
                    name={`w_${etf.isin}`}
                    inputMode="numeric"
                    aria-label={t('weightOf', { name: etf.name })}
                    defaultValue={form.typed[etf.isin] ?? ''}
                    className="h-9 w-16 rounded-md border border-input px-2 text-right"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm" data-testid="mix-total">
        {t('total', { total: form.totalPercent })}
      </p>
      <Button type="submit">{t('submit')}</Button>
    </form>
  )
}
