import { validateCustomMix } from '@portal/domain/investments/custom-mix'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import {
  type AdvisorOrderState,
  initialAdvisorOrderState,
} from '@/lib/investments/advisor-order-state'
import { MixOrderSteps } from './mix-order-steps'

const lines = [
  { isin: 'IE000MRDW015', weightBasisPoints: 6_000 },
  { isin: 'IE000MRDM057', weightBasisPoints: 1_000 },
  { isin: 'LU2718AUG018', weightBasisPoints: 3_000 },
]
const validation = validateCustomMix(lines)
const holdings = validation.ok ? validation.holdings : []

const willing = {
  knowledge: 'good',
  experience: 'equities',
  horizon: 'overTenYears',
  lossTolerance: 'upTo25',
  financialSituation: 'reserveAndSurplus',
}

/** The confirm step as the action answers it: the mTAN was sent for the one-time amount. */
const confirming: AdvisorOrderState = {
  step: 'confirm',
  values: { oneTimeAmount: '10000', planAmount: '', planDay: '1' },
  challengeId: 'SCA-story',
  confirmedAmount: '10.000,00 EUR',
  summary: 'Eigener Mix: einmalig 10.000,00 EUR, Sparplan keiner.',
}

const meta = {
  title: 'Investments/MixOrderSteps',
  component: MixOrderSteps,
  decorators: [withInvestmentsMessages],
  args: {
    query: {},
    holdings,
    riskClass: '70',
    mixFields: { w_IE000MRDW015: '60', w_IE000MRDM057: '10', w_LU2718AUG018: '30' },
    canOrder: true,
    order: {
      action: fn(async (state: AdvisorOrderState) => state),
      initialState: initialAdvisorOrderState,
    },
    notAllowed: 'Sie können hier nicht bestellen.',
  },
} satisfies Meta<typeof MixOrderSteps>

export default meta
type Story = StoryObj<typeof meta>

/** The mix and its class, then the questions (carrying the mix); no order form yet. */
export const Questions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('order-mix')).toHaveTextContent('60,0 %')
    await expect(canvas.getByTestId('order-mix-class')).toHaveTextContent('Portfolio 70')
    const form = canvas.getByRole('form', { name: 'Ihre Antworten' })
    await expect(form.querySelector('input[type="hidden"][name="w_IE000MRDM057"]')).toHaveValue(
      '10',
    )
    await expect(canvasElement.querySelector('[name="oneTimeAmount"]')).toBeNull()
  },
}

/** Answers that allow the mix's class: amounts and savings plan, the mix carried along. */
export const Ordering: Story = {
  args: { query: willing },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('region', { name: 'Anlegen' })
    await expect(order.querySelector('input[name="w_IE000MRDW015"]')).toHaveValue('60')
    await expect(order.querySelector('input[name="riskClass"]')).toHaveValue('70')
    await expect(
      within(order).getByRole('button', { name: 'Weiter zur Bestätigung' }),
    ).toBeVisible()
  },
}

/** The review: the mix's funds above the summary, the funding and the mTAN field. */
export const Review: Story = {
  args: {
    query: willing,
    order: { action: fn(async () => confirming), initialState: initialAdvisorOrderState },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    const summary = await canvas.findByTestId('order-summary')
    await expect(summary).toHaveTextContent('Eigener Mix')
    const review = summary.closest('form')
    if (!review) throw new Error('no review form')
    await expect(within(review).getByTestId('order-mix')).toHaveTextContent(
      'Meridian Emerging Markets',
    )
    await expect(within(review).getByTestId('order-funding')).toBeVisible()
    await expect(within(review).getByLabelText(/mTAN/)).toBeVisible()
  },
}

/** Answers that do not allow the mix's class: refused with the reasons, no order form. */
export const MixRefused: Story = {
  args: { query: { ...willing, horizon: 'threeToFiveYears' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('class-refused')).toHaveTextContent(
      'Ihr Mix passt nicht zu Ihren Antworten',
    )
    await expect(canvas.queryByRole('button', { name: 'Weiter zur Bestätigung' })).toBeNull()
  },
}
