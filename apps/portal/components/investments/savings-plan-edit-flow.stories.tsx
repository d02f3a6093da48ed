import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import type { SavingsPlanEditState, SavingsPlanProblem } from '@/lib/investments/savings-plan-state'
import { SavingsPlanEditFlow } from './savings-plan-edit-flow'

const details: SavingsPlanEditState = {
  step: 'details',
  values: { action: 'change', amount: '150', day: '15', pauseUntil: '' },
}

/** The plan action's answer to the terms step: no mTAN, the cause named, what was typed kept. */
const refusedWith = (problem: SavingsPlanProblem) =>
  fn(
    async (_: SavingsPlanEditState, form: FormData): Promise<SavingsPlanEditState> => ({
      step: 'details',
      values: { ...details.values, amount: String(form.get('amount')) },
      problems: { form: problem },
    }),
  )

const meta = {
  title: 'Investments/SavingsPlanEditFlow',
  component: SavingsPlanEditFlow,
  decorators: [withInvestmentsMessages],
  args: {
    portfolioId: 'P1',
    initialState: details,
    action: fn(
      async (): Promise<SavingsPlanEditState> => ({
        ...details,
        step: 'confirm',
        challengeId: 'ch-1',
        confirmedAmount: '150,00 EUR',
      }),
    ),
  },
} satisfies Meta<typeof SavingsPlanEditFlow>

export default meta
type Story = StoryObj<typeof meta>

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Monatlicher Betrag (EUR)')).toHaveValue('150')
    await expect(canvas.queryByTestId('plan-error')).toBeNull()
  },
}

export const MtanSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await expect(await canvas.findByLabelText('mTAN')).toBeVisible()
    await expect(canvas.getByText(/150,00 EUR/)).toBeVisible()
  },
}

/** No mobile number for the mTAN: the customer is told what to do first, not to try again. */
export const NoMobileNumber: Story = {
  args: { action: refusedWith('noMobileNumber') },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Monatlicher Betrag (EUR)'))
    await userEvent.type(canvas.getByLabelText('Monatlicher Betrag (EUR)'), '200')
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await expect(await canvas.findByTestId('plan-error')).toHaveTextContent(
      'keine Mobilnummer hinterlegt',
    )
    await expect(canvas.getByLabelText('Monatlicher Betrag (EUR)')).toHaveValue('200')
  },
}

/** A locked mTAN: only customer service can unlock it, so "try again" would be wrong. */
export const MtanLocked: Story = {
  args: { action: refusedWith('mtanLocked') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    const error = await canvas.findByTestId('plan-error')
    await expect(error).toHaveTextContent('Kundenservice')
    await expect(error).not.toHaveTextContent('erneut')
  },
}
