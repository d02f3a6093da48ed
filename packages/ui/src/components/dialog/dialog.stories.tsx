import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

const sections = Array.from({ length: 12 }, (_, index) => index + 1)

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Show risk classes</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Risk classes</DialogTitle>
          <DialogDescription>How we rate the risk of each portfolio.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">Class 1 is the lowest risk, class 7 the highest.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Understood</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OpenAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show risk classes' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Risk classes' })
    await expect(dialog).toHaveAccessibleDescription('How we rate the risk of each portfolio.')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show risk classes' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show risk classes' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
  },
}

export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Pre-contractual information for the fixed-term deposit</DialogTitle>
          <DialogDescription>Please read all sections before you continue.</DialogDescription>
        </DialogHeader>
        {sections.map((section) => (
          <p key={section} className="text-sm">
            Section {section}: The deposit is protected by the statutory deposit guarantee scheme of
            the partner bank's home country up to 100,000 euros per customer.
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible()
  },
}
