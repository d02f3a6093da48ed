import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { NativeSelect } from './native-select'

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { name: 'term', defaultValue: '' },
  render: (args) => (
    <form className="max-w-xs">
      <Field label="Term">
        <NativeSelect {...args}>
          <option value="" disabled>
            Choose a term
          </option>
          <option value="6">6 months</option>
          <option value="12">12 months</option>
          <option value="24">24 months</option>
        </NativeSelect>
      </Field>
    </form>
  ),
} satisfies Meta<typeof NativeSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Term' })
    await userEvent.selectOptions(select, '12')
    await expect(select).toHaveValue('12')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled()
  },
}

export const WithError: Story = {
  render: (args) => (
    <Field label="Term" error="Choose a term." className="max-w-xs">
      <NativeSelect {...args}>
        <option value="">Choose a term</option>
        <option value="12">12 months</option>
      </NativeSelect>
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Term' })
    await expect(select).toBeInvalid()
    await expect(select).toHaveAccessibleDescription('Choose a term.')
  },
}
