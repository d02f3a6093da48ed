'use client'

import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field, Input, useFieldControl } from '@portal/ui/field'
import { useLocale, useTranslations } from 'next-intl'
import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react'
import { useTrack } from '@/components/tracking/tracking-provider'
import type {
  PrognosisFormValues,
  PrognosisOutcome,
  PrognosisVariant,
} from '@/lib/investments/prognosis-form'
import { amountHint, prognosisFieldText } from '@/lib/investments/prognosis-messages'
import { PrognosisOutputs, PrognosisYearTable } from './prognosis-outputs'
import { PrognosisPathSvg } from './prognosis-path-svg'

type Engine = typeof import('@/lib/investments/prognosis-engine')

/** How the model and the chart arrive; stories replace them to show the §8 load error. */
export interface PrognosisLoaders {
  engine: () => Promise<Engine>
  chart: () => Promise<{
    default: ComponentType<{
      projection: Extract<PrognosisOutcome, { kind: 'projection' }>['projection']
    }>
  }>
}

const defaultLoaders: PrognosisLoaders = {
  engine: () => import('@/lib/investments/prognosis-engine'),
  chart: () => import('./prognosis-chart'),
}

const lazyCharts = new WeakMap<PrognosisLoaders['chart'], ReturnType<typeof lazy>>()

function lazyChart(load: PrognosisLoaders['chart']) {
  let chart = lazyCharts.get(load)
  if (!chart) {
    chart = lazy(load)
    lazyCharts.set(load, chart)
  }
  return chart as ComponentType<{
    projection: Extract<PrognosisOutcome, { kind: 'projection' }>['projection']
  }>
}

/**
 * A native select styled like the design system's (its module also carries the Radix select,
 * which this page's first load does without).
 */
function ClassSelect(props: ComponentProps<'select'>) {
  const control = useFieldControl(props)
  return (
    <select
      className="h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-base text-foreground md:text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus-ring aria-invalid:border-danger"
      {...control}
    />
  )
}

class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export interface PrognosisCalculatorProps {
  variant: PrognosisVariant
  initialValues: PrognosisFormValues
  /** The server's outcome for `initialValues`: shown until the model has loaded in the browser. */
  initialOutcome: PrognosisOutcome
  classes: readonly PortfolioRiskClass[]
  /** Beside the class field: the risk classes and portfolio details dialog. */
  classDetails?: ReactNode
  /** Extra fields the GET form keeps (e.g. the robo advisor's answers). */
  hiddenFields?: Readonly<Record<string, string>>
  loaders?: PrognosisLoaders
}

function ErrorVariant({ kind, variant }: { kind: 'compute' | 'load'; variant: PrognosisVariant }) {
  const t = useTranslations('Investments.prognosis.error')
  const wording = variant === 'wealthManagement' ? 'wealthManagement' : 'normal'
  return (
    <Alert
      variant={kind === 'compute' ? 'danger' : 'warning'}
      data-testid={`prognosis-error-${kind}`}
    >
      <AlertTitle>{t(`${kind}.${wording}.title`)}</AlertTitle>
      <AlertDescription>{t(`${kind}.${wording}.text`)}</AlertDescription>
    </Alert>
  )
}

/**
 * The prognosis form of spec sections 3 and 5. Without JavaScript it is a GET form: the page
 * computes the prognosis from its query and draws it as SVG. With JavaScript the model loads after
 * the page (its own chunk) and every change recomputes at once; the chart library follows.
 */
export function PrognosisCalculator({
  variant,
  initialValues,
  initialOutcome,
  classes,
  classDetails,
  hiddenFields = {},
  loaders = defaultLoaders,
}: PrognosisCalculatorProps) {
  const t = useTranslations('Investments.prognosis')
  const locale = useLocale()
  const track = useTrack()
  const [values, setValues] = useState(initialValues)
  const [outcome, setOutcome] = useState(initialOutcome)
  const [engine, setEngine] = useState<Engine | 'failed' | undefined>(undefined)

  useEffect(() => {
    let live = true
    loaders.engine().then(
      (loaded) => live && setEngine(loaded),
      () => live && setEngine('failed'),
    )
    return () => {
      live = false
    }
  }, [loaders])

  function change(name: keyof PrognosisFormValues, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (engine && engine !== 'failed') setOutcome(engine.evaluatePrognosis(next, locale))
  }

  const messages = outcome.kind === 'invalid' ? outcome.messages : {}
  const message = (field: keyof PrognosisFormValues) => {
    const found = messages[field]
    return found ? prognosisFieldText(t, found, field, locale) : undefined
  }
  const projection = outcome.kind === 'projection' ? outcome.projection : undefined
  const Chart = lazyChart(loaders.chart)
  const svg = projection ? (
    <PrognosisPathSvg path={projection.path} label={t('chartLabel')} />
  ) : null

  return (
    <div className="space-y-6">
      <form
        method="get"
        action="#prognosis"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t('formLabel')}
        onSubmit={(event) => {
          if (engine && engine !== 'failed') event.preventDefault()
        }}
      >
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field
          label={t('oneTimeInvestment')}
          hint={amountHint(t, 'oneTimeInvestment', locale)}
          error={message('oneTimeInvestment')}
        >
          <Input
            name="oneTimeInvestment"
            inputMode="decimal"
            autoComplete="off"
            value={values.oneTimeInvestment}
            onChange={(event) => change('oneTimeInvestment', event.target.value)}
            onBlur={() =>
              track({
                name: 'filter_change',
                filter: 'investment_amount',
                value: values.oneTimeInvestment,
                component: 'prognosis',
              })
            }
          />
        </Field>
        <Field
          label={t('monthlySavingRate')}
          hint={amountHint(t, 'monthlySavingRate', locale)}
          error={message('monthlySavingRate')}
        >
          <Input
            name="monthlySavingRate"
            inputMode="decimal"
            autoComplete="off"
            value={values.monthlySavingRate}
            onChange={(event) => change('monthlySavingRate', event.target.value)}
          />
        </Field>
        <Field
          label={t('durationYears')}
          hint={t('field.durationHint')}
          error={message('durationYears')}
        >
          <Input
            name="durationYears"
            inputMode="numeric"
            autoComplete="off"
            value={values.durationYears}
            onChange={(event) => change('durationYears', event.target.value)}
          />
        </Field>
        <Field label={t('portfolioClass')} error={message('portfolioClass')}>
          <ClassSelect
            name="portfolioClass"
            value={values.portfolioClass}
            onChange={(event) => change('portfolioClass', event.target.value)}
          >
            {classes.includes(values.portfolioClass as PortfolioRiskClass) ? null : (
              <option value={values.portfolioClass}>{t('unknownClassOption')}</option>
            )}
            {classes.map((riskClass) => (
              <option key={riskClass} value={riskClass}>
                {t(`classes.${riskClass}`)}
              </option>
            ))}
          </ClassSelect>
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant={engine && engine !== 'failed' ? 'outline' : 'primary'}>
            {t('submit')}
          </Button>
          {classDetails}
        </div>
      </form>
      <section aria-label={t('resultLabel')} className="space-y-4" data-testid="prognosis-result">
        {outcome.kind === 'failed' ? <ErrorVariant kind="compute" variant={variant} /> : null}
        {outcome.kind === 'invalid' ? (
          <p className="text-sm text-neutral-700" data-testid="prognosis-invalid">
            {t('fixFields')}
          </p>
        ) : null}
        {engine === 'failed' ? <ErrorVariant kind="load" variant={variant} /> : null}
        {projection ? (
          <>
            <PrognosisOutputs projection={projection} />
            <figure className="space-y-2">
              <figcaption className="text-sm font-medium">{t('chartLabel')}</figcaption>
              {engine && engine !== 'failed' ? (
                <ChartBoundary
                  fallback={
                    <>
                      <ErrorVariant kind="load" variant={variant} />
                      {svg}
                    </>
                  }
                >
                  <Suspense fallback={svg}>
                    <Chart projection={projection} />
                  </Suspense>
                </ChartBoundary>
              ) : (
                svg
              )}
            </figure>
            <PrognosisYearTable projection={projection} />
          </>
        ) : null}
      </section>
    </div>
  )
}
