import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { VerifyIdentityForm } from './verify-identity-form'

const refusedWith = (formError: DataFormState['formError']) =>
  fn<DataFormAction>(async () => ({ ...emptyDataFormState, formError }))

const meta = {
  title: 'CustomerData/VerifyIdentityForm',
  component: VerifyIdentityForm,
  args: { action: fn<DataFormAction>(async () => emptyDataFormState) },
} satisfies Meta<typeof VerifyIdentityForm>

export default meta
type Story = StoryObj<typeof meta>

export const Start: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByTestId('form-error')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Video-Ident starten' }))
    await expect(args.action).toHaveBeenCalledOnce()
  },
}

export const StillInReview: Story = {
  args: { action: refusedWith('identityPending') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Video-Ident starten' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Ihre Identifizierung wird noch geprüft.',
    )
  },
}

export const Rejected: Story = {
  args: { action: refusedWith('identityRejected') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Video-Ident starten' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Bitte wenden Sie sich an den Kundenservice.',
    )
  },
}

export const ServiceDown: Story = {
  args: { action: refusedWith('unavailable') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Video-Ident starten' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Unsere Dienste sind gerade nicht erreichbar.',
    )
    await expect(canvas.getByRole('button', { name: 'Video-Ident starten' })).toBeEnabled()
  },
}

export const Starting: Story = {
  args: {
    action: fn<DataFormAction>(
      () =>
        new Promise<DataFormState>((resolve) =>
          setTimeout(() => resolve(emptyDataFormState), 1500),
        ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Video-Ident starten' }))
    await expect(
      await canvas.findByRole('button', { name: 'Video-Ident starten', busy: true }),
    ).toBeVisible()
  },
}
