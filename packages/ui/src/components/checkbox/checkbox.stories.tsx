import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Field, Label } from '../field/field'
import { Checkbox } from './checkbox'

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), id: 'terms' },
  render: (args) => (
    <div className="flex items-start gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>I have read the pre-contractual information</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /pre-contractual/ })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const ToggleWithLabelAndKeyboard: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox')
    await userEvent.click(canvas.getByText(/pre-contractual/))
    await expect(checkbox).toBeChecked()
    await expect(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(checkbox).not.toBeChecked()
  },
}

export const Indeterminate: Story = {
  render: function IndeterminateStory() {
    const [accounts, setAccounts] = useState([true, false])
    const all = accounts.every(Boolean)
    const some = accounts.some(Boolean)
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Statements</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id="all"
            checked={all ? true : some ? 'indeterminate' : false}
            onCheckedChange={(checked) => setAccounts(accounts.map(() => checked === true))}
          />
          <Label htmlFor="all">All accounts</Label>
        </div>
        {['Overnight', 'Fixed term'].map((name, index) => (
          <div key={name} className="ml-6 flex items-center gap-2">
            <Checkbox
              id={name}
              checked={accounts[index]}
              onCheckedChange={(checked) =>
                setAccounts(accounts.map((value, i) => (i === index ? checked === true : value)))
              }
            />
            <Label htmlFor={name}>{name}</Label>
          </div>
        ))}
      </fieldset>
    )
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All accounts' })
    await expect(all).toBePartiallyChecked()
    await userEvent.click(all)
    await expect(all).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Fixed term' })).toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox')
    await expect(checkbox).toBeDisabled()
    await userEvent.click(checkbox)
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const WithError: Story = {
  render: (args) => (
    <Field
      label="I have read the pre-contractual information"
      error="Confirm that you have read it before you open the account."
      required
    >
      <Checkbox onCheckedChange={args.onCheckedChange} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /pre-contractual/ })
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAccessibleDescription(
      'Confirm that you have read it before you open the account.',
    )
  },
}
