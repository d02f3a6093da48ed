import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import type { ProlongationState } from '@/lib/savings/deposit-action-state'
import { prolongationChoices } from '@/lib/savings/prolongation'
import { ProlongationForm } from './prolongation-form'

const saving = fn(
  async (_state: ProlongationState, data: FormData): Promise<ProlongationState> => ({
    status: 'saved',
    choice: data.get('prolongation') as 'PRINCIPAL',
  }),
)

const meta = {
  title: 'Savings/ProlongationForm',
  component: ProlongationForm,
  args: {
    depositId: 'dep-term-1',
    current: 'PRINCIPAL_AND_INTEREST',
    choices: prolongationChoices.preset,
    maturityLabel: '03.06.2027',
    cutoffLabel: '27.05.2027',
    action: saving,
  },
} satisfies Meta<typeof ProlongationForm>

export default meta
type Story = StoryObj<typeof meta>

export const ConfirmedChange: Story = {
  play: async ({ canvas, args }) => {
    const change = canvas.getByRole('button', { name: 'Ändern' })
    await expect(change).toBeDisabled()
    await userEvent.click(canvas.getByLabelText('Betrag verlängern, Zinsen auszahlen'))
    await userEvent.click(change)
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent(
      'Bei Fälligkeit am 03.06.2027: Betrag verlängern, Zinsen auszahlen.',
    )
    await expect(args.action).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Änderung bestätigen' }))
    await waitFor(() => expect(args.action).toHaveBeenCalledTimes(1))
    await expect(await canvas.findByTestId('prolongation-saved')).toHaveTextContent(
      'Gespeichert. Bei Fälligkeit: Betrag verlängern, Zinsen auszahlen.',
    )
  },
}

export const CancelledChange: Story = {
  args: { action: fn(saving) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Auf mein Verrechnungskonto auszahlen'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ändern' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.action).not.toHaveBeenCalled()
  },
}

export const CutoffPassed: Story = {
  args: {
    action: fn(
      async (_state: ProlongationState, _data: FormData): Promise<ProlongationState> => ({
        status: 'error',
        error: 'cutoffPassed',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Auf mein Verrechnungskonto auszahlen'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ändern' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung bestätigen' }))
    await expect(await canvas.findByTestId('prolongation-error')).toHaveTextContent(
      'Die Frist ist abgelaufen',
    )
  },
}

export const RoleNotAllowed: Story = {
  args: {
    action: fn(
      async (_state: ProlongationState, _data: FormData): Promise<ProlongationState> => ({
        status: 'error',
        error: 'forbidden',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Auf mein Verrechnungskonto auszahlen'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ändern' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung bestätigen' }))
    await expect(await canvas.findByTestId('prolongation-error')).toHaveTextContent(
      'Ihre Rolle auf diesem Konto erlaubt es nicht',
    )
  },
}
