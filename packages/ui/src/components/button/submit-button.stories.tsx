import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SubmitButton } from './submit-button'

/** A form whose action takes a moment, as a server action does. */
function SlowForm({ children }: { children: ReactNode }) {
  return <form action={() => new Promise((resolve) => setTimeout(resolve, 300))}>{children}</form>
}

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  parameters: {
    docs: {
      description: {
        component:
          "A form's submit button: busy (spinner, aria-busy, disabled) while the form's action runs, so a double click sends once.",
      },
    },
  },
  args: { children: 'Save address' },
  render: (args) => (
    <SlowForm>
      <SubmitButton {...args} />
    </SlowForm>
  ),
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save address' })
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(button).toBeEnabled()
  },
}

export const BusyWhileTheActionRuns: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save address' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
    await waitFor(() => expect(button).toBeEnabled())
  },
}
