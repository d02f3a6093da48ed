import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import {
  type AdvisorOrderState,
  initialAdvisorOrderState,
  initialPensionOrderState,
} from '@/lib/investments/advisor-order-state'
import { AdvisorOrderFlow } from './advisor-order-flow'

const answers: SuitabilityAnswers = {
  knowledge: 'basic',
  experience: 'fundsOrBonds',
  horizon: 'threeToFiveYears',
  lossTolerance: 'upTo10',
  financialSituation: 'reserve',
}

const typed = { oneTimeAmount: '2500', planAmount: '75', planDay: '15' }

const confirmState: AdvisorOrderState = {
  step: 'confirm',
  values: typed,
  challengeId: 'ch-1',
  confirmedAmount: '2.500,00 EUR',
  summary: 'Portfolio 30 (30 % Aktien): einmalig 2.500,00 EUR, Sparplan 75,00 EUR am 15.',
}

const valuesOf = (form: FormData) => ({
  oneTimeAmount: String(form.get('oneTimeAmount')),
  planAmount: String(form.get('planAmount')),
  planDay: String(form.get('planDay')),
})

/** The order action's answer to the amounts step: refused with `problems`, what was typed kept. */
const refusedDetails = (problems: AdvisorOrderState['problems'], retryAfterMinutes?: number) =>
  fn(
    async (_: AdvisorOrderState, form: FormData): Promise<AdvisorOrderState> => ({
      step: 'details',
      values: valuesOf(form),
      problems,
      ...(retryAfterMinutes === undefined ? {} : { retryAfterMinutes }),
    }),
  )

/** Its answer to the confirmation: the code is sent back unless it was wrong. */
const refusedConfirmation = (problems: AdvisorOrderState['problems']) =>
  fn(
    async (_: AdvisorOrderState, form: FormData): Promise<AdvisorOrderState> => ({
      ...confirmState,
      values: valuesOf(form),
      problems,
      ...(problems?.code === 'wrongCode' ? {} : { code: String(form.get('code')) }),
    }),
  )

/**
 * The robo advisor's, the pension's and the configured mix's order form after each kind of
 * refusal, once React has reset the form: the amounts and the plan day always come back, the
 * mTAN unless it was wrong.
 */
const meta = {
  title: 'Investments/AdvisorOrderFlow/KeptInput',
  component: AdvisorOrderFlow,
  decorators: [withInvestmentsMessages],
  args: {
    answers,
    riskClass: '30',
    action: refusedDetails({ form: 'unavailable' }),
    initialState: initialAdvisorOrderState,
  },
} satisfies Meta<typeof AdvisorOrderFlow>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const oneTime = 'Einmalbetrag (EUR)'
const plan = 'Monatlicher Sparplan (EUR, optional)'
const day = 'Tag im Monat'

async function typeAmounts(canvas: Canvas) {
  for (const [label, value] of [
    [oneTime, typed.oneTimeAmount],
    [plan, typed.planAmount],
    [day, typed.planDay],
  ] as const) {
    await userEvent.clear(canvas.getByLabelText(label))
    await userEvent.type(canvas.getByLabelText(label), value)
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
}

async function expectAmountsKept(canvas: Canvas) {
  await expect(canvas.getByLabelText(oneTime)).toHaveValue(typed.oneTimeAmount)
  await expect(canvas.getByLabelText(plan)).toHaveValue(typed.planAmount)
  await expect(canvas.getByLabelText(day)).toHaveValue(typed.planDay)
}

export const AmountRefused: Story = {
  args: { action: refusedDetails({ oneTimeAmount: 'amount' }) },
  play: async ({ canvas }) => {
    await typeAmounts(canvas)
    await waitFor(() =>
      expect(canvas.getByLabelText(oneTime)).toHaveAccessibleDescription(/500 bis 10.000.000/),
    )
    await expectAmountsKept(canvas)
  },
}

export const ServicesDownBeforeTheCode: Story = {
  args: { action: refusedDetails({ form: 'unavailable' }) },
  play: async ({ canvas }) => {
    await typeAmounts(canvas)
    await waitFor(() =>
      expect(canvas.getByTestId('order-error')).toHaveTextContent('nichts bestellt'),
    )
    await expectAmountsKept(canvas)
  },
}

export const TooManyMtansRequested: Story = {
  args: { action: refusedDetails({ form: 'tooManyChallenges' }, 4) },
  play: async ({ canvas }) => {
    await typeAmounts(canvas)
    await waitFor(() => expect(canvas.getByTestId('order-error')).toHaveTextContent('4 Minuten'))
    await expectAmountsKept(canvas)
  },
}

/** The pension's contribution comes first; it is kept like the robo advisor's amounts. */
export const PensionContributionKept: Story = {
  args: {
    kind: 'pension',
    initialState: initialPensionOrderState,
    action: refusedDetails({ form: 'unavailable' }),
  },
  play: async ({ canvas }) => {
    const contribution = canvas.getByLabelText('Monatlicher Beitrag (EUR)')
    await userEvent.clear(contribution)
    await userEvent.type(contribution, '80')
    await userEvent.type(canvas.getByLabelText('Einmalbeitrag zum Start (EUR, optional)'), '1000')
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await waitFor(() => expect(canvas.getByTestId('order-error')).toBeVisible())
    await expect(canvas.getByLabelText('Monatlicher Beitrag (EUR)')).toHaveValue('80')
    await expect(canvas.getByLabelText('Einmalbeitrag zum Start (EUR, optional)')).toHaveValue(
      '1000',
    )
  },
}

async function confirmWith(canvas: Canvas, code: string) {
  await userEvent.type(canvas.getByLabelText('mTAN'), code)
  await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
}

export const CodeNotSixDigits: Story = {
  args: { initialState: confirmState, action: refusedConfirmation({ code: 'codeFormat' }) },
  play: async ({ canvas, args }) => {
    await confirmWith(canvas, '12 34')
    await waitFor(() =>
      expect(canvas.getByLabelText('mTAN')).toHaveAccessibleDescription(/6 Ziffern der mTAN/),
    )
    await expect(canvas.getByLabelText('mTAN')).toHaveValue('12 34')
    // the amounts travel on with the confirmation (hidden), as the action received them
    const form = (args.action as ReturnType<typeof fn>).mock.calls[0]?.[1] as FormData
    await expect(valuesOf(form)).toEqual(typed)
    await expect(canvas.getByTestId('order-summary')).toHaveTextContent('2.500,00 EUR')
  },
}

export const ServicesDownAtTheCode: Story = {
  args: { initialState: confirmState, action: refusedConfirmation({ form: 'unavailable' }) },
  play: async ({ canvas }) => {
    await confirmWith(canvas, '123456')
    await waitFor(() =>
      expect(canvas.getByTestId('order-error')).toHaveTextContent('nichts bestellt'),
    )
    await expect(canvas.getByLabelText('mTAN')).toHaveValue('123456')
  },
}

/** The one field not kept: a wrong code is cleared for the next attempt. */
export const WrongCodeCleared: Story = {
  args: { initialState: confirmState, action: refusedConfirmation({ code: 'wrongCode' }) },
  play: async ({ canvas }) => {
    await confirmWith(canvas, '654321')
    await waitFor(() =>
      expect(canvas.getByLabelText('mTAN')).toHaveAccessibleDescription(/nicht korrekt/),
    )
    await expect(canvas.getByLabelText('mTAN')).toHaveValue('')
    await expect(canvas.getByTestId('order-summary')).toHaveTextContent('2.500,00 EUR')
  },
}
