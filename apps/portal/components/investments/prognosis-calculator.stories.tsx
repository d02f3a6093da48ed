import { portfolioRiskClasses } from '@portal/domain/enumeration-values'
import { riskClassProfile } from '@portal/domain/investments/risk-class-profile'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import { evaluatePrognosis, prognosisDefaults } from '../../lib/investments/prognosis-form'
import { PrognosisCalculator, type PrognosisLoaders } from './prognosis-calculator'
import { RiskClassLauncher } from './risk-class-launcher'

const values = prognosisDefaults.wealthManagement
/**
 * The model, the chart library and the dialog load as chunks of their own: beside the CI builds
 * the chart took more than 10 s to arrive.
 */
const chunkArrives = { timeout: 25_000 }
const failing = () => Promise.reject(new Error('chunk failed to load'))
const neverLoading = () => new Promise<never>(() => {})

const meta = {
  title: 'Investments/PrognosisCalculator',
  component: PrognosisCalculator,
  decorators: [withInvestmentsMessages],
  args: {
    variant: 'wealthManagement',
    initialValues: values,
    initialOutcome: evaluatePrognosis(values, 'de-de'),
    classes: portfolioRiskClasses,
    classDetails: <RiskClassLauncher profiles={portfolioRiskClasses.map(riskClassProfile)} />,
  },
} satisfies Meta<typeof PrognosisCalculator>

export default meta
type Story = StoryObj<typeof meta>

/** With JavaScript: the outputs and the chart follow every change at once. */
export const FollowsTheInputs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('total-contributions')).toHaveTextContent('22.000,00 EUR')
    await canvas.findByTestId('prognosis-chart', {}, chunkArrives)
    const monthly = canvas.getByLabelText('Monatliche Sparrate (EUR)')
    await userEvent.clear(monthly)
    await userEvent.type(monthly, '200')
    await waitFor(() =>
      expect(canvas.getByTestId('total-contributions')).toHaveTextContent('34.000,00 EUR'),
    )
  },
}

/** Before the model has loaded (and without JavaScript): the server's figures and the SVG path. */
export const WithoutScript: Story = {
  args: { loaders: { engine: neverLoading, chart: neverLoading } as PrognosisLoaders },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('prognosis-svg')).toBeVisible()
    await expect(canvas.getByTestId('final-capital')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Berechnen' })).toHaveAttribute(
      'type',
      'submit',
    )
  },
}

/** Bad inputs from the query: the helper messages at their fields, no chart and no error. */
export const BadInputs: Story = {
  args: {
    initialValues: {
      ...values,
      oneTimeInvestment: '100',
      monthlySavingRate: '200000',
      durationYears: '50',
    },
    initialOutcome: evaluatePrognosis(
      { ...values, oneTimeInvestment: '100', monthlySavingRate: '200000', durationYears: '50' },
      'de-de',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Einmalanlage (EUR)')).toHaveAccessibleDescription(
      /Der Mindestbetrag ist 500,00\sEUR/,
    )
    await expect(canvas.getByLabelText('Monatliche Sparrate (EUR)')).toHaveAccessibleDescription(
      /Der Höchstbetrag ist 100\.000,00\sEUR/,
    )
    await expect(canvas.getByLabelText('Laufzeit in Jahren')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.queryByTestId('prognosis-outputs')).toBeNull()
    await expect(canvas.queryByTestId('prognosis-error-compute')).toBeNull()
  },
}

/** Typing a non-number with JavaScript: the message appears at once, the figures go. */
export const TypesANonNumber: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('prognosis-chart', {}, chunkArrives)
    const oneTime = canvas.getByLabelText('Einmalanlage (EUR)')
    await userEvent.clear(oneTime)
    await userEvent.type(oneTime, 'zehn')
    await expect(oneTime).toHaveAccessibleDescription(/Bitte geben Sie einen Betrag ein/)
    await expect(canvas.queryByTestId('prognosis-outputs')).toBeNull()
  },
}

/** §8 wealth-management variant: the model failed for valid inputs; the form stays usable. */
export const CannotCompute: Story = {
  args: { initialOutcome: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('prognosis-error-compute')).toHaveTextContent(
      'Vermögensverwaltung kann nicht berechnet werden',
    )
    await expect(canvas.getByLabelText('Einmalanlage (EUR)')).toHaveValue('10000')
  },
}

/** §8 normal variant: the model could not be loaded; the server's figures stay. */
export const CannotLoad: Story = {
  args: { variant: 'pension', loaders: { engine: failing, chart: failing } as PrognosisLoaders },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('prognosis-error-load')).toHaveTextContent(
      'Das Prognose-Diagramm konnte nicht geladen werden',
    )
    await expect(canvas.getByTestId('final-capital')).toBeVisible()
  },
}

/** The chart library alone fails: the load error and the SVG path instead of the chart. */
export const ChartCannotLoad: Story = {
  args: {
    loaders: {
      engine: () => import('../../lib/investments/prognosis-engine'),
      chart: failing,
    } as PrognosisLoaders,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('prognosis-error-load')).toBeVisible()
    await expect(canvas.getByTestId('prognosis-svg')).toBeVisible()
  },
}

/** The risk classes dialog by keyboard: open, arrow through the classes, Escape back. */
export const RiskClassesByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Risikoklassen und Portfoliodetails' })
    open.focus()
    await userEvent.keyboard('{Enter}')
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Risikoklassen und Portfoliodetails' },
      chunkArrives,
    )
    await expect(within(dialog).getByTestId('risk-class-30')).toHaveTextContent(
      '30,0 % / 70,0 % / 0,0 %',
    )
    within(dialog)
      .getByRole('tab', { name: /Portfolio 30/ })
      .focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(dialog).getByRole('tab', { name: /Portfolio 50/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(within(dialog).getByTestId('risk-class-50')).toHaveTextContent('IE000MRDW015')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(open).toHaveFocus()
  },
}
