import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import {
  type AdvisorOrderState,
  initialPensionOrderState,
} from '@/lib/investments/advisor-order-state'
import { AdvisedOrderSteps } from './advised-order-steps'

const answered = {
  knowledge: 'basic',
  experience: 'fundsOrBonds',
  horizon: 'threeToFiveYears',
  lossTolerance: 'upTo10',
  financialSituation: 'reserve',
}

const meta = {
  title: 'Investments/AdvisedOrderSteps',
  component: AdvisedOrderSteps,
  decorators: [withInvestmentsMessages],
  args: {
    query: {},
    variant: 'pension',
    canOrder: true,
    order: {
      kind: 'pension',
      action: fn(async (state: AdvisorOrderState) => state),
      initialState: initialPensionOrderState,
    },
    notAllowed: 'Sie können hier nicht bestellen.',
  },
} satisfies Meta<typeof AdvisedOrderSteps>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing answered yet: only the questions. */
export const Questions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('recommendation')).toBeNull()
    await expect(canvas.getByRole('form', { name: 'Ihre Antworten' })).toBeVisible()
    await expect(canvas.getAllByRole('radio').length).toBeGreaterThan(4)
  },
}

/** Answered: the recommended class, its prognosis and the order form. */
export const Recommended: Story = {
  args: { query: answered },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('recommendation')).toHaveTextContent('Portfolio 30')
    await expect(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' })).toBeVisible()
  },
}

/** A class the answers do not allow: refused with the reasons, nothing to order. */
export const ClassRefused: Story = {
  args: { query: { ...answered, riskClass: '100' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('class-refused')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Weiter zur Bestätigung' })).toBeNull()
  },
}

/** A customer who may not order sees why instead of the form. */
export const MayNotOrder: Story = {
  args: { query: answered, canOrder: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sie können hier nicht bestellen.')).toBeVisible()
  },
}
