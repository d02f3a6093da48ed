import { formatDecimal } from '@portal/domain/format'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { type TaxResidence, taxResidences } from '@portal/domain/money/tax-residence'
import { Button } from '@portal/ui/button'
import { getTranslations } from 'next-intl/server'
import { bankCountriesIn, ratingOptions, sortKeys, termOptions } from '@/lib/offers/filter-options'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import type { OffersTableState } from '@/lib/offers/search-params'
import { showsFilter, tabFilterRules } from '@/lib/offers/tab-filters'
import { requestLocale } from '@/lib/page/request-locale'
import { FilterCheckbox, FilterInput, FilterSelect } from './filter-controls'

interface OfferFiltersFormProps {
  id: string
  action: string
  tab: ProductTabId
  state: OffersTableState
  residence: TaxResidence
  /** The market whose catalogue the table lists (the customer's), when not the page's. */
  market?: PortalLocale
  /** Query fields the form keeps as they are (the products page's `type`). */
  keep?: Readonly<Record<string, string>>
}

/**
 * A GET form: every filter and the sort order work without JavaScript. On phones the term and
 * the amount are shown under the disclosure's summary line, the other fields when it is opened
 * (`data-peek`); from the md breakpoint they are always shown (`data-open-from="md"`, see the ui
 * styles).
 */
export async function OfferFiltersForm(props: OfferFiltersFormProps) {
  const locale = await requestLocale()
  const { id, action, tab, state, residence, market = locale, keep = {} } = props
  const t = await getTranslations({ locale, namespace: 'Offers.filters' })
  const rules = tabFilterRules(tab, market)
  const countries = new Intl.DisplayNames([locale], { type: 'region' })
  const currencies = new Intl.DisplayNames([locale], { type: 'currency' })
  const byName = (codes: readonly string[]) =>
    codes
      .map((code) => ({ value: code, label: countries.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
  const months = (count: number) => t('termOption', { count })
  const active = [
    state.term,
    state.country,
    state.rating,
    state.amount,
    state.foreignCurrency,
  ].filter((value) => value !== undefined && value !== '').length

  return (
    <form
      id={id}
      action={action}
      method="get"
      aria-label={t('label')}
      className="rounded-lg border border-border bg-background shadow-sm"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <details data-open-from="md" data-peek="" className="group/filters">
        <summary
          className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-4 py-2 font-medium max-md:min-h-10 max-md:py-1.5 max-md:text-sm text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring [&::-webkit-details-marker]:hidden"
          data-testid="filters-summary"
        >
          {t('disclosure', { count: active })}
          <span aria-hidden="true" className="transition-transform group-open/filters:rotate-180">
            ▾
          </span>
        </summary>
        <div
          data-peek-group=""
          className="grid grid-cols-2 gap-3 p-4 pt-0 group-open/filters:grid-cols-1 group-open/filters:gap-4 sm:grid-cols-2 sm:group-open/filters:grid-cols-2 md:gap-4 md:pt-4 lg:grid-cols-4 lg:group-open/filters:grid-cols-4"
        >
          {showsFilter(rules, 'term') ? (
            <FilterSelect
              peek
              name="term"
              label={t('term')}
              any={t('any')}
              value={state.term}
              options={termOptions.map((term) => ({ value: String(term), label: months(term) }))}
            />
          ) : null}
          {showsFilter(rules, 'country') ? (
            <FilterSelect
              name="country"
              label={t('country')}
              any={t('any')}
              value={state.country}
              options={byName(bankCountriesIn(market))}
            />
          ) : null}
          {showsFilter(rules, 'rating') ? (
            <FilterSelect
              name="rating"
              label={t('rating')}
              any={t('any')}
              value={state.rating}
              options={ratingOptions.map((rating) => ({
                value: rating,
                label: t('ratingOption', { rating }),
              }))}
            />
          ) : null}
          {showsFilter(rules, 'amount') ? (
            <div className="flex flex-col gap-1.5" data-peek="">
              <label htmlFor="filter-amount" className="text-sm font-medium">
                {t('amount')}
              </label>
              <FilterInput
                id="filter-amount"
                name="amount"
                inputMode="decimal"
                defaultValue={state.amount}
                autoComplete="off"
                aria-describedby="filter-amount-hint"
              />
              <p
                id="filter-amount-hint"
                className="text-sm text-muted-foreground max-md:sr-only max-md:group-open/filters:not-sr-only"
              >
                {t('amountHint', { example: formatDecimal('10000', locale) })}
              </p>
            </div>
          ) : null}
          <FilterSelect
            name="sort"
            label={t('sort')}
            value={state.sort}
            options={sortKeys.map((key) => ({ value: key, label: t(`sortKey.${key}`) }))}
          />
          <FilterSelect
            name="order"
            label={t('order')}
            value={state.order}
            options={(['asc', 'desc'] as const).map((order) => ({
              value: order,
              label: t(`sortOrder.${order}`),
            }))}
          />
          <FilterSelect
            name="residence"
            label={t('residence')}
            value={residence}
            options={byName(taxResidences)}
          />
          {showsFilter(rules, 'foreignCurrency') ? (
            <FilterSelect
              name="fx"
              label={t('foreignCurrency')}
              any={t('ownCurrency', { currency: marketOf(market).currency })}
              value={state.foreignCurrency}
              options={rules.foreignCurrencies.map((code) => ({
                value: code,
                label: `${code} – ${currencies.of(code) ?? code}`,
              }))}
            />
          ) : null}
          <div className="flex flex-col justify-end gap-2">
            {showsFilter(rules, 'flexgeld') ? (
              <FilterCheckbox name="flex" label={t('flexgeld')} checked={state.flexgeld} />
            ) : null}
          </div>
          <div
            className="col-span-2 flex flex-wrap items-end gap-3 group-open/filters:col-span-1 sm:col-span-2 sm:group-open/filters:col-span-2 lg:col-span-4 lg:group-open/filters:col-span-4"
            data-peek="without-script"
          >
            {/* At 200 % zoom of a phone the label wraps instead of running out of the sheet. */}
            <Button
              type="submit"
              data-testid="apply-filters"
              className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
            >
              {t('apply')}
            </Button>
            <a
              href={action}
              className="text-sm font-medium text-primary underline"
              data-track='{"type":"all_offers_click"}'
            >
              {t('reset')}
            </a>
          </div>
        </div>
      </details>
    </form>
  )
}
