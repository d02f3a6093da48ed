import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from './field'
import { TextArea } from './text-area'

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  parameters: {
    docs: {
      description: {
        component:
          'Multi-line text (a message to the bank, a reason). Inside a Field it takes the label, hint and error from it.',
      },
    },
  },
  render: (args) => (
    <Field label="Your message" hint="Up to 2,000 characters.">
      <TextArea {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Your message' })
    await expect(area).toHaveAccessibleDescription('Up to 2,000 characters.')
    await userEvent.type(area, 'Please close my account.')
    await expect(area).toHaveValue('Please close my account.')
  },
}

export const WithError: Story = {
  render: (args) => (
    <Field label="Your message" error="Write a message before you send it." required>
      <TextArea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Your message/ })
    await expect(area).toBeInvalid()
    await expect(area).toBeRequired()
    await expect(area).toHaveAccessibleDescription('Write a message before you send it.')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 3 November.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled()
  },
}
