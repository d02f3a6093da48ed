import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from './field'
import { Input } from './input'

const meta = {
  title: 'Forms/Field',
  component: Field,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  args: {
    label: 'IBAN of your reference account',
    hint: 'We pay interest and the final amount to this account.',
    children: <Input name="iban" autoComplete="off" />,
  },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'IBAN of your reference account' })
    await expect(input).toHaveAccessibleDescription(
      'We pay interest and the final amount to this account.',
    )
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const WithError: Story = {
  args: { error: 'Enter an IBAN that starts with a country code.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox')
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      'We pay interest and the final amount to this account. Enter an IBAN that starts with a country code.',
    )
  },
}

export const Required: Story = {
  args: { required: true, hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /IBAN/ })).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { children: <Input name="iban" disabled defaultValue="DE89 3704 0044 0532 0130 00" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled()
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const input = canvas.getByRole('textbox')
    await expect(input).toHaveFocus()
    await userEvent.keyboard('DE89')
    await expect(input).toHaveValue('DE89')
  },
}

export const LongText: Story = {
  args: {
    label: 'Tax identification number of the account holder in the country of tax residence',
    hint: 'Required by the Common Reporting Standard. You find it on your income tax assessment or on letters from your tax office.',
    error: 'The tax identification number does not match the format of the selected country.',
  },
  render: (args) => (
    <div className="max-w-sm">
      <Field {...args} />
    </div>
  ),
}
