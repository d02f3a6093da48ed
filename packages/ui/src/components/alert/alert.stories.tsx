import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from './alert'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { variant: 'info' },
  argTypes: {
    variant: { control: 'select', options: ['info', 'success', 'warning', 'danger'] },
  },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Interest rate change</AlertTitle>
      <AlertDescription>The rate of your overnight deposit changes on 1 March.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Interest rate change')
  },
}

export const Success: Story = { args: { variant: 'success' } }

export const Warning: Story = {
  args: { variant: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-variant', 'warning')
  },
}

export const Danger: Story = {
  args: { variant: 'danger' },
  render: (args) => (
    <Alert {...args}>
      <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor">
        <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
        <path d="M8 4.5v4M8 11h.01" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <AlertTitle>A technical error occurred</AlertTitle>
      <AlertDescription>Please try again in a few minutes.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A technical error occurred')
  },
}

export const TitleOnly: Story = {
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Your transfer was scheduled.</AlertTitle>
    </Alert>
  ),
}

export const LongText: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Alert {...args} className="max-w-md">
      <AlertTitle>Your notice period has started and cannot be cancelled online</AlertTitle>
      <AlertDescription>
        The amount will be paid out to your reference account at the end of the notice period. If
        you want to withdraw the notice, please contact customer service by secure message in your
        postbox and quote your contract number.
      </AlertDescription>
    </Alert>
  ),
}
