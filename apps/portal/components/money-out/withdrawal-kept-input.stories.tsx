import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { payoutCodeStep as codeStep, payoutArgs } from '@/.storybook/money-out-fixtures'
import type { WithdrawalError, WithdrawalState } from '@/lib/money-out/withdrawal-form'
import { WithdrawalFlow } from './withdrawal-flow'

/**
 * What was typed comes back after every refusal, as the server action answers it (these actions
 * answer like it) and after React has reset the form: source and amount always, the mTAN unless
 * it was wrong.
 */
const refusedDetails = (error: WithdrawalError, retryAfterMinutes?: number) =>
  fn(
    async (_: WithdrawalState, form: FormData): Promise<WithdrawalState> => ({
      step: 'details',
      amount: String(form.get('amount')),
      source: String(form.get('source')),
      error,
      ...(retryAfterMinutes === undefined ? {} : { retryAfterMinutes }),
    }),
  )

const refusedCode = (error: WithdrawalError) =>
  fn(
    async (_: WithdrawalState, form: FormData): Promise<WithdrawalState> =>
      error === 'wrongCode'
        ? { ...codeStep, failures: 1, error }
        : { ...codeStep, code: String(form.get('code')), error },
  )

const meta = {
  title: 'MoneyOut/WithdrawalFlow/KeptInput',
  component: WithdrawalFlow,
  args: { ...payoutArgs, action: refusedDetails('unavailable') },
} satisfies Meta<typeof WithdrawalFlow>

export default meta
type Story = StoryObj<typeof meta>

const amountField = /Betrag in EUR/

/** Chooses the overnight deposit, types 12.000,00 and asks for the mTAN. */
async function requestCode(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Auszahlen von' }), [
    'deposit:d-1',
  ])
  await userEvent.type(canvas.getByRole('textbox', { name: amountField }), '12000')
  await userEvent.click(canvas.getByRole('button', { name: 'mTAN anfordern' }))
}

async function expectDetailsKept(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await expect(canvas.getByRole('combobox', { name: 'Auszahlen von' })).toHaveValue('deposit:d-1')
  await expect(canvas.getByRole('textbox', { name: amountField })).toHaveValue('12.000,00')
}

export const AmountAboveAvailable: Story = {
  args: { action: refusedDetails('aboveAvailable') },
  play: async ({ canvas }) => {
    await requestCode(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: amountField })).toHaveAccessibleDescription(
        /höher als das verfügbare Guthaben/,
      ),
    )
    await expectDetailsKept(canvas)
  },
}

export const TooManyMtansRequested: Story = {
  args: { action: refusedDetails('tooManyChallenges', 10) },
  play: async ({ canvas }) => {
    await requestCode(canvas)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('in 10 Minuten'))
    await expectDetailsKept(canvas)
  },
}

export const ServicesDownBeforeTheCode: Story = {
  args: { action: refusedDetails('unavailable') },
  play: async ({ canvas }) => {
    await requestCode(canvas)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('nicht erreichbar'))
    await expectDetailsKept(canvas)
  },
}

/** Types `code` into the mTAN field and confirms. */
async function confirmWith(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  code: string,
) {
  await userEvent.type(canvas.getByRole('textbox', { name: /mTAN/ }), code)
  await userEvent.click(canvas.getByRole('button', { name: 'Auszahlung bestätigen' }))
}

export const CodeNotSixDigits: Story = {
  args: { initialState: codeStep, action: refusedCode('codeFormat') },
  play: async ({ canvas }) => {
    await confirmWith(canvas, '12345')
    const field = () => canvas.getByRole('textbox', { name: /mTAN/ })
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/6 Ziffern der mTAN/))
    await expect(field()).toHaveValue('12345')
    await expect(canvas.getByTestId('withdrawal-summary')).toHaveTextContent('500,00 EUR')
  },
}

export const ServicesDownAtTheCode: Story = {
  args: { initialState: codeStep, action: refusedCode('unavailable') },
  play: async ({ canvas }) => {
    await confirmWith(canvas, '123456')
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('nicht erreichbar'))
    await expect(canvas.getByRole('textbox', { name: /mTAN/ })).toHaveValue('123456')
  },
}

/** The one field not kept: a wrong code is cleared for the next attempt. */
export const WrongCodeCleared: Story = {
  args: { initialState: codeStep, action: refusedCode('wrongCode') },
  play: async ({ canvas }) => {
    await confirmWith(canvas, '654321')
    const field = () => canvas.getByRole('textbox', { name: /mTAN/ })
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/Noch 4 Versuche/))
    await expect(field()).toHaveValue('')
    await expect(canvas.getByTestId('withdrawal-summary')).toHaveTextContent('500,00 EUR')
  },
}
