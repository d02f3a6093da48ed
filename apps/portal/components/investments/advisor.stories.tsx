import { checkRequestedClass } from '@portal/domain/investments/suitability'
import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import {
  type AdvisorOrderState,
  initialAdvisorOrderState,
  initialPensionOrderState,
} from '@/lib/investments/advisor-order-state'
import { AdvisorOrderFlow } from './advisor-order-flow'
import { AdvisorRecommendation } from './advisor-recommendation'
import { SuitabilityForm } from './suitability-form'

const answers: SuitabilityAnswers = {
  knowledge: 'basic',
  experience: 'fundsOrBonds',
  horizon: 'threeToFiveYears',
  lossTolerance: 'upTo10',
  financialSituation: 'reserve',
}

const confirmState: AdvisorOrderState = {
  step: 'confirm',
  values: { oneTimeAmount: '10000', planAmount: '', planDay: '1' },
  challengeId: 'ch-1',
  confirmedAmount: '10.000,00 EUR',
  summary: 'Portfolio 30 (30 % Aktien): einmalig 10.000,00 EUR, Sparplan keiner.',
}

const meta = {
  title: 'Investments/RoboAdvisor',
  component: AdvisorOrderFlow,
  decorators: [withInvestmentsMessages],
  args: {
    answers,
    riskClass: '30',
    action: fn(async () => confirmState),
    initialState: initialAdvisorOrderState,
  },
} satisfies Meta<typeof AdvisorOrderFlow>

export default meta
type Story = StoryObj<typeof meta>

/** Amounts first; "continue" asks the server for an mTAN bound to the amount. */
export const OrderDetails: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await expect(args.action).toHaveBeenCalled()
    await expect(await canvas.findByTestId('order-summary')).toHaveTextContent('10.000,00 EUR')
    await expect(canvas.getByLabelText('mTAN')).toBeVisible()
  },
}

/** The confirmation: summary, mTAN field, the order button says it costs money; no code shown. */
export const Confirm: Story = {
  args: { initialState: confirmState },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible()
    await expect(canvas.getByLabelText('mTAN')).toHaveValue('')
    await expect(canvas.queryByTestId('demo-mtan')).toBeNull()
    await expect(canvas.getByTestId('order-funding')).toHaveTextContent(
      'per Lastschrift von Ihrem Referenzkonto',
    )
  },
}

export const WrongCode: Story = {
  args: { initialState: { ...confirmState, problems: { code: 'wrongCode' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('mTAN')).toHaveAccessibleDescription(/nicht korrekt/)
  },
}

export const BadAmounts: Story = {
  args: {
    initialState: {
      ...initialAdvisorOrderState,
      values: { oneTimeAmount: '100', planAmount: '10', planDay: '32' },
      problems: { oneTimeAmount: 'amount', planAmount: 'planAmount', planDay: 'planDay' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Einmalbetrag (EUR)')).toHaveValue('100')
    await expect(canvas.getByLabelText('Tag im Monat')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const ServiceDown: Story = {
  args: { initialState: { ...initialAdvisorOrderState, problems: { form: 'unavailable' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-error')).toHaveTextContent('es wurde nichts bestellt')
    await expect(canvas.getByLabelText('Einmalbetrag (EUR)')).toHaveValue('10000')
  },
}

export const TooManyMtans: Story = {
  args: {
    initialState: {
      ...initialAdvisorOrderState,
      problems: { form: 'tooManyChallenges' },
      retryAfterMinutes: 1,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-error')).toHaveTextContent(
      'Bitte versuchen Sie es in 1 Minute erneut. Es wurde nichts bestellt.',
    )
  },
}

/** Opening a pension product: the monthly contribution comes first, the one-time amount is optional. */
export const PensionContribution: Story = {
  args: { kind: 'pension', initialState: initialPensionOrderState },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Beitrag festlegen' })).toBeVisible()
    const fields = canvas.getAllByRole('textbox')
    await expect(fields[0]).toHaveAccessibleName('Monatlicher Beitrag (EUR)')
    await expect(fields[0]).toHaveValue('100')
    await expect(canvas.getByLabelText('Einmalbeitrag zum Start (EUR, optional)')).toHaveValue('')
  },
}

/** A pension without a monthly contribution is refused at the field; nothing is asked of the SCA. */
export const PensionWithoutContribution: Story = {
  args: {
    kind: 'pension',
    initialState: {
      ...initialPensionOrderState,
      values: { oneTimeAmount: '1000', planAmount: '', planDay: '1' },
      problems: { planAmount: 'planRequired' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Monatlicher Beitrag (EUR)')).toHaveAccessibleDescription(
      /braucht einen monatlichen Beitrag/,
    )
    await expect(canvas.getByLabelText('Einmalbeitrag zum Start (EUR, optional)')).toHaveValue(
      '1000',
    )
  },
}

/** The questionnaire, with the message when answers are missing. */
export const Questionnaire: Story = {
  render: () => <SuitabilityForm answers={{ knowledge: 'good' }} incomplete />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte beantworten Sie alle Fragen')
    const horizon = canvas.getByRole('group', { name: 'Wann brauchen Sie dieses Geld?' })
    await expect(within(horizon).getAllByRole('radio')).toHaveLength(4)
    await expect(canvas.getByRole('radio', { name: 'Gut' })).toBeChecked()
  },
}

/** A class above the recommendation is refused with every reason. */
export const Refused: Story = {
  render: () => (
    <AdvisorRecommendation
      answers={answers}
      recommended="30"
      chosen="100"
      decision={checkRequestedClass(answers, '100')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('recommendation')).toHaveTextContent('Portfolio 30')
    const refused = canvas.getByTestId('class-refused')
    await expect(refused).toHaveTextContent('Sie brauchen das Geld zu bald')
    await expect(within(refused).getAllByRole('listitem').length).toBeGreaterThan(1)
  },
}
