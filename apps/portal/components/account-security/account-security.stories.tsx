import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, mocked, screen, userEvent, waitFor } from 'storybook/test'
import { AccountSecurity, type SecurityAction } from './account-security'

const meta = {
  title: 'CustomerData/AccountSecurity',
  component: AccountSecurity,
  args: {
    mtanLocked: false,
    lockMtan: fn<SecurityAction>(async () => ({ status: 'mtanLocked' })),
    // A block that works ends the session and redirects to the login, so the panel never shows
    // its outcome; the stand-in answers idle (a never-settling promise here would hold every
    // later story's action: React waits for all pending async transitions together).
    blockAccount: fn<SecurityAction>(async () => ({ status: 'idle' })),
  },
} satisfies Meta<typeof AccountSecurity>

export default meta
type Story = StoryObj<typeof meta>

export const LockMtanAfterConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'mTAN sperren' }))
    const dialog = await screen.findByRole('dialog', { name: 'mTAN sperren?' })
    await expect(args.lockMtan).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Ja, mTAN sperren' }))
    await expect(await canvas.findByTestId('mtan-locked')).toBeVisible()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

export const AlreadyLocked: Story = {
  args: { mtanLocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mtan-locked')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'mTAN sperren' })).toBeNull()
  },
}

export const BlockAfterConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zugang sperren' }))
    await screen.findByRole('dialog', { name: 'Zugang sperren?' })
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Zugang sperren' }))
    await waitFor(() => expect(args.blockAccount).toHaveBeenCalledOnce())
    const sent = mocked(args.blockAccount).mock.calls[0]?.[1]
    await expect(sent?.get('confirmed')).toBe('true')
    await expect(sent?.get('reason')).toBe('lost_device')
  },
}

export const BlockFailed: Story = {
  args: { blockAccount: fn<SecurityAction>(async () => ({ status: 'failed' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zugang sperren' }))
    await screen.findByRole('dialog', { name: 'Zugang sperren?' })
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Zugang sperren' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nicht geklappt')
    await expect(canvas.getByRole('button', { name: 'Zugang sperren' })).toBeVisible()
  },
}

export const CancelDoesNothing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zugang sperren' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    await expect(args.blockAccount).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  args: { lockMtan: fn<SecurityAction>(async () => ({ status: 'failed' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'mTAN sperren' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, mTAN sperren' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nicht geklappt')
  },
}
