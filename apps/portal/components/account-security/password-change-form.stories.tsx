import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { PasswordChangeForm } from './password-change-form'

const meta = {
  title: 'CustomerData/PasswordChangeForm',
  component: PasswordChangeForm,
  args: {
    action: fn<DataFormAction>(async (_state, data) =>
      data.get('scaChallengeId')
        ? { ...emptyDataFormState, done: true }
        : {
            ...emptyDataFormState,
            pending: { kind: 'sca', changeId: 's-1', hint: '+49 ••• ••••67' },
          },
    ),
  },
} satisfies Meta<typeof PasswordChangeForm>

export default meta
type Story = StoryObj<typeof meta>

export const MtanThenPasswords: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/Aktuelles Passwort/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'mTAN senden' }))
    await userEvent.type(await canvas.findByLabelText(/Aktuelles Passwort/), 'Demo-Password-1')
    await userEvent.type(canvas.getByLabelText(/^Neues Passwort\*?$/), 'Another-Password-2')
    await userEvent.type(canvas.getByLabelText(/Neues Passwort wiederholen/), 'Another-Password-2')
    await userEvent.type(canvas.getByLabelText(/^mTAN/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }))
    await expect(await canvas.findByTestId('password-changed')).toBeVisible()
  },
}

export const ServiceDown: Story = {
  args: {
    action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, formError: 'unavailable' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'mTAN senden' }))
    await expect(await canvas.findByTestId('form-error')).toBeVisible()
  },
}
