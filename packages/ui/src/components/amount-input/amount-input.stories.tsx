import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { AmountInput, type AmountInputProps } from './amount-input'
import type { AmountParseError } from './parse-amount'

const errorMessages: Record<AmountParseError, string> = {
  negative: 'Enter a positive amount.',
  'not-a-number': 'Enter an amount in numbers.',
  'too-many-decimals': 'Enter at most two decimal places.',
  'too-large': 'Enter a smaller amount.',
}

function AmountField(args: AmountInputProps & { label?: string; hint?: string }) {
  const { label = 'Investment amount', hint, onValueChange, ...inputProps } = args
  const [minor, setMinor] = useState<number | null>(args.defaultValue ?? null)
  const [error, setError] = useState<AmountParseError | null>(null)
  return (
    <div className="flex max-w-xs flex-col gap-3">
      <Field label={label} hint={hint} error={error ? errorMessages[error] : undefined}>
        <AmountInput
          {...inputProps}
          onValueChange={(value) => {
            setMinor(value)
            if (value !== null) setError(null)
            onValueChange?.(value)
          }}
          onParseError={setError}
        />
      </Field>
      <output data-testid="minor" className="text-sm text-pui-muted-foreground">
        {minor === null ? 'empty' : minor}
      </output>
    </div>
  )
}

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  args: { locale: 'de-DE', currency: 'EUR', onValueChange: fn(), name: 'amount' },
  render: (args) => <AmountField {...args} />,
} satisfies Meta<typeof AmountInput>

export default meta
type Story = StoryObj<typeof meta>

export const GermanEuro: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Investment amount' })
    await expect(input).toHaveAttribute('inputmode', 'decimal')
    await expect(input).toHaveAccessibleDescription('Euro')
    await userEvent.type(input, '1.234,5')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(123450)
    await expect(canvas.getByTestId('minor')).toHaveTextContent('123450')
    await userEvent.tab()
    await expect(input).toHaveValue('1.234,50')
  },
}

export const BritishPound: Story = {
  args: { locale: 'en-GB', currency: 'GBP', defaultValue: 250000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox')
    await expect(input).toHaveValue('2,500.00')
    await userEvent.clear(input)
    await userEvent.type(input, '99.99')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9999)
  },
}

export const RejectsNegativeAndLetters: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox')
    await userEvent.type(input, '-12abc')
    await expect(input).toHaveValue('12')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1200)
  },
}

export const ErrorState: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox')
    await userEvent.type(input, '10,505')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null)
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Enter at most two decimal places. Euro')
    await userEvent.type(input, '{Backspace}')
    await expect(input).toBeValid()
    await expect(canvas.getByTestId('minor')).toHaveTextContent('1050')
  },
}

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [minor, setMinor] = useState<number | null>(50000)
    return (
      <div className="flex max-w-xs flex-col gap-3">
        <Field label="Monthly savings">
          <AmountInput {...args} value={minor} onValueChange={setMinor} />
        </Field>
        <button type="button" className="underline" onClick={() => setMinor(100000)}>
          Set 1,000
        </button>
      </div>
    )
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly savings' })
    await expect(input).toHaveValue('500,00')
    await userEvent.click(canvas.getByRole('button'))
    await expect(input).toHaveValue('1.000,00')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1000000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled()
  },
}

export const YenWithoutDecimals: Story = {
  args: { locale: 'ja-JP', currency: 'JPY', currencyDisplay: 'code' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '15000')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(15000)
  },
}
