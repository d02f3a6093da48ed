import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { unanswered } from '@/.storybook/unanswered'
import { IdleTimeoutDialog } from './idle-timeout-dialog'

const minute = 60_000

const meta = {
  title: 'Session/IdleTimeoutDialog',
  component: IdleTimeoutDialog,
  args: {
    remainingMs: 45_000,
    idleMs: 5 * minute,
    warningMs: minute,
    expiredHref: '#expired',
    onStay: fn(async () => 5 * minute),
  },
} satisfies Meta<typeof IdleTimeoutDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog is portalled to the document body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Less than a minute left: the warning with its countdown. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog')
    await expect(dialog).toHaveTextContent('Sind Sie noch da?')
    await expect(dialog).toHaveTextContent(/in \d+ Sekunden abgemeldet/)
  },
}

/** More than a minute left: nothing is shown yet. */
export const NotYetIdle: Story = {
  args: { remainingMs: 4 * minute },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull()
  },
}

/** "Stay logged in" asks the server for a new idle time and closes the warning. */
export const StayLoggedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole('button', { name: 'Angemeldet bleiben' }))
    await expect(args.onStay).toHaveBeenCalledOnce()
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}

/** While the server answers, the button says it is busy and the warning stays. */
export const Staying: Story = {
  args: { onStay: fn(() => unanswered(5 * minute)) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    const stay = await body.findByRole('button', { name: 'Angemeldet bleiben' })
    await userEvent.click(stay)
    await waitFor(() => expect(stay).toHaveAttribute('aria-busy', 'true'))
    await expect(body.getByRole('dialog')).toBeVisible()
  },
}
