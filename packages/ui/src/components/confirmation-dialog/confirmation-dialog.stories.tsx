import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Checkbox } from '../checkbox/checkbox'
import { Field } from '../field/field'
import { ConfirmationDialog } from './confirmation-dialog'

const meta = {
  title: 'Components/ConfirmationDialog',
  component: ConfirmationDialog,
  parameters: {
    docs: {
      description: {
        component:
          'An action that cannot be undone (closing an account, withdrawing an order) behind a dialog: nothing happens until the customer confirms. Works with a form action or `onConfirm`.',
      },
    },
  },
  args: {
    trigger: 'Close account',
    title: 'Close your savings account?',
    description: 'The balance goes to your reference account. This cannot be undone.',
    confirmLabel: 'Close account',
    cancelLabel: 'Keep account',
    closeLabel: 'Close',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmationDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close account' })).toBeVisible()
  },
}

export const ConfirmRuns: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Close your savings account?' })
    await expect(dialog).toHaveAccessibleDescription(
      'The balance goes to your reference account. This cannot be undone.',
    )
    const buttons = await screen.findAllByRole('button', { name: 'Close account' })
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const CancelDoesNothing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close account' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Keep account' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const PendingWithFields: Story = {
  args: {
    pending: true,
    tone: 'primary',
    trigger: 'Withdraw order',
    confirmLabel: 'Withdraw',
    children: (
      <Field label="I understand the order is cancelled">
        <Checkbox />
      </Field>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw order' }))
    const confirm = await screen.findByRole('button', { name: 'Withdraw' })
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(confirm).toBeDisabled()
    await expect(screen.getByRole('checkbox')).toBeVisible()
  },
}
