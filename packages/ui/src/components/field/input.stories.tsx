import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Input } from './input'

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'First name', placeholder: 'Jane' },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' })
    await userEvent.type(input, 'Maria')
    await expect(input).toHaveValue('Maria')
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Maria' } }

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '???' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid()
  },
}

export const Email: Story = { args: { type: 'email', 'aria-label': 'Email', placeholder: '' } }
