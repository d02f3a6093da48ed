import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import type { NoticeState } from '@/lib/savings/deposit-action-state'
import { NoticeForm } from './notice-form'

const meta = {
  title: 'Savings/NoticeForm',
  component: NoticeForm,
  args: {
    depositId: 'dep-notice-1',
    availableLabel: '28.12.2026',
    currency: 'EUR',
    partial: null,
    action: fn(async (): Promise<NoticeState> => ({ status: 'done', availableOn: '2026-12-28' })),
  },
} satisfies Meta<typeof NoticeForm>

export default meta
type Story = StoryObj<typeof meta>

export const ConfirmedNotice: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/Wenn Sie heute kündigen, kommt das Geld am 28\.12\.2026/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigen' }))
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent('kann nicht zurückgenommen werden')
    await expect(args.action).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt kündigen' }))
    await waitFor(() => expect(args.action).toHaveBeenCalledTimes(1))
    await expect(await canvas.findByTestId('notice-done')).toHaveTextContent(
      'Das Geld kommt am 28.12.2026 auf Ihrem Verrechnungskonto an.',
    )
  },
}

/** The offer allows notice on part: the amount is asked for; a refused amount is said at it. */
export const PartialAboveBalance: Story = {
  args: {
    partial: { minimum: '1.000,00 EUR', balance: '8.000,00 EUR' },
    action: fn(
      async (): Promise<NoticeState> => ({
        status: 'error',
        error: 'aboveBalance',
        amount: '9000',
      }),
    ),
  },
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('textbox', { name: /Betrag in EUR/ })
    await expect(amount).toHaveAccessibleDescription(/mindestens 1\.000,00 EUR/)
    await userEvent.type(amount, '9000')
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }))
    await waitFor(() => expect(amount).toBeInvalid())
    await expect(amount).toHaveAccessibleDescription(/mehr als Ihr Guthaben von 8\.000,00 EUR/)
    await expect(amount).toHaveValue('9.000,00')
    await expect(canvas.queryByTestId('notice-error')).toBeNull()
  },
}

/** Below the offer's minimum for a partial notice: said at the field, the amount kept. */
export const PartialBelowMinimum: Story = {
  args: {
    partial: { minimum: '1.000,00 EUR', balance: '8.000,00 EUR' },
    action: fn(
      async (): Promise<NoticeState> => ({
        status: 'error',
        error: 'belowMinimum',
        amount: '500',
      }),
    ),
  },
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('textbox', { name: /Betrag in EUR/ })
    await userEvent.type(amount, '500')
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }))
    await waitFor(() => expect(amount).toBeInvalid())
    await expect(amount).toHaveAccessibleDescription(
      /Eine Teilkündigung muss mindestens 1\.000,00 EUR betragen\./,
    )
    await expect(amount).toHaveValue('500,00')
    await expect(canvas.queryByTestId('notice-error')).toBeNull()
  },
}

export const Unavailable: Story = {
  args: {
    action: fn(async (): Promise<NoticeState> => ({ status: 'error', error: 'unavailable' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }))
    await expect(await canvas.findByTestId('notice-error')).toHaveTextContent(
      'Die Kündigung konnte nicht ausgeführt werden.',
    )
  },
}

export const RoleNotAllowed: Story = {
  args: {
    action: fn(async (): Promise<NoticeState> => ({ status: 'error', error: 'forbidden' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }))
    await expect(await canvas.findByTestId('notice-error')).toHaveTextContent(
      'Ihre Rolle auf diesem Konto erlaubt keine Kündigung.',
    )
  },
}
