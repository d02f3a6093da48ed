import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import {
  payoutCodeStep as codeStep,
  payoutArgs,
  usPayoutReference,
} from '@/.storybook/money-out-fixtures'
import type { WithdrawalState } from '@/lib/money-out/withdrawal-form'
import { WithdrawalFlow } from './withdrawal-flow'

const meta = {
  title: 'MoneyOut/WithdrawalFlow',
  component: WithdrawalFlow,
  args: { ...payoutArgs, action: fn(async (): Promise<WithdrawalState> => codeStep) },
} satisfies Meta<typeof WithdrawalFlow>

export default meta
type Story = StoryObj<typeof meta>

export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('withdrawal-payee')).toHaveTextContent('DE89370400440532013000')
    await expect(canvas.getByRole('combobox', { name: 'Auszahlen von' })).toHaveValue(
      'settlement:EUR',
    )
    await expect(canvas.getByText('Höchstens 2.500,00 EUR.')).toBeVisible()
  },
}

export const RequestsTheCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Betrag in EUR/ }), '500')
    await userEvent.click(canvas.getByRole('button', { name: 'mTAN anfordern' }))
    await waitFor(() => expect(canvas.getByTestId('withdrawal-code-step')).toBeVisible())
    await expect(canvas.getByTestId('withdrawal-summary')).toHaveTextContent('500,00 EUR')
  },
}

export const AboveAvailable: Story = {
  args: {
    initialState: {
      step: 'details',
      amount: '3000',
      source: 'settlement:EUR',
      error: 'aboveAvailable',
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Betrag in EUR/ })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(/höher als das verfügbare Guthaben/)
  },
}

export const WrongCode: Story = {
  args: { initialState: { ...codeStep, failures: 2, error: 'wrongCode' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /mTAN/ })).toHaveAccessibleDescription(
      /Noch 3 Versuche/,
    )
  },
}

export const Locked: Story = {
  args: {
    initialState: { step: 'details', amount: '500', source: 'settlement:EUR', error: 'locked' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('gesperrt')
  },
}

export const MtanLockedByCustomer: Story = {
  args: {
    initialState: { step: 'details', amount: '500', source: 'settlement:EUR', error: 'mtanLocked' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kundenservice')
  },
}

export const TooManyMtans: Story = {
  args: {
    initialState: {
      step: 'details',
      amount: '500',
      source: 'settlement:EUR',
      error: 'tooManyChallenges',
      retryAfterMinutes: 13,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Bitte versuchen Sie es in 13 Minuten erneut.',
    )
  },
}

export const TooManyMtansWithoutWait: Story = {
  args: {
    initialState: {
      step: 'details',
      amount: '500',
      source: 'settlement:EUR',
      error: 'tooManyChallenges',
      retryAfterMinutes: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Bitte versuchen Sie es in einigen Minuten erneut.',
    )
  },
}

export const ServicesDown: Story = {
  args: { initialState: { ...codeStep, error: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('nicht erreichbar')
    await expect(canvas.getByTestId('withdrawal-summary')).toHaveTextContent('500,00 EUR')
  },
}

export const Done: Story = {
  args: {
    initialState: { step: 'done', amountMinor: 50_000, currency: 'EUR', source: 'settlement:EUR' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('withdrawal-done')).toHaveTextContent(
      '500,00 EUR ist unterwegs auf Ihr Referenzkonto DE89370400440532013000.',
    )
  },
}

export const NothingToPayOut: Story = {
  args: { sources: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('withdrawal-empty')).toHaveTextContent(
      'Derzeit gibt es nichts auszuzahlen.',
    )
  },
}

const usdSettlement = {
  id: 'settlement:USD',
  kind: 'settlement' as const,
  currency: 'USD',
  available: 250_000,
  depositId: null,
  bankName: null,
}

/** A US customer (en-us): paid out to routing and account number; the form posts the account key. */
export const UnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: { sources: [usdSettlement], reference: usPayoutReference },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('withdrawal-payee')).toHaveTextContent(
      'Paid to your reference account: Jordan Miller, routing number 021000021, account number 483920175512, Sandbox Reference Bank.',
    )
    await expect(canvas.getByTestId('withdrawal-payee')).not.toHaveTextContent(/IBAN/)
    const payee = canvasElement.querySelector<HTMLInputElement>('input[name="payeeIban"]')
    await expect(payee?.value).toBe('ABA021000021483920175512')
  },
}

export const UnitedStatesDone: Story = {
  globals: { locale: 'en-us' },
  args: {
    sources: [usdSettlement],
    reference: usPayoutReference,
    initialState: { step: 'done', amountMinor: 50_000, currency: 'USD', source: 'settlement:USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('withdrawal-done')).toHaveTextContent(
      'USD 500.00 is on its way to your reference account ending in 5512.',
    )
  },
}

/** A Swiss customer typed letters: the example amount is written as the field reads CHF in de-CH. */
export const NotANumberInSwitzerland: Story = {
  globals: { locale: 'de-ch' },
  args: {
    sources: [{ ...usdSettlement, id: 'settlement:CHF', currency: 'CHF' }],
    initialState: {
      step: 'details',
      amount: 'fünfhundert',
      source: 'settlement:CHF',
      error: 'notANumber',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /Betrag in CHF/ }),
    ).toHaveAccessibleDescription(/z\. B\. 500\.00\./)
  },
}
