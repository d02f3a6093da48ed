import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { EmailChangeForm, EmailConfirmForm } from './email-change-form'

/** Mimics the server action: the first post sends an mTAN, the second sends the link. */
const mtanThenLink: DataFormAction = async (_state, data) => {
  const values = { newEmail: String(data.get('newEmail')) }
  if (data.get('scaChallengeId')) return { ...emptyDataFormState, values, done: true }
  return {
    ...emptyDataFormState,
    values,
    pending: { kind: 'sca', changeId: 'sca-1', hint: '+49 ••• ••••67' },
  }
}

const refusedWith =
  (state: Partial<DataFormState>): DataFormAction =>
  async (_state, data) => ({
    ...emptyDataFormState,
    values: { newEmail: String(data.get('newEmail') ?? '') },
    ...state,
  })

/**
 * A post that answers late: the form shows it is busy meanwhile. It does answer, because React
 * holds every later transition of the page (the next story's too) until a pending action ends.
 */
const answersLate: DataFormAction = () =>
  new Promise<DataFormState>((resolve) => setTimeout(() => resolve(emptyDataFormState), 1500))

const token = 'a'.repeat(48)

const meta = {
  title: 'CustomerData/EmailChangeForm',
  component: EmailChangeForm,
  args: { action: fn(mtanThenLink), current: 'erika@example.com' },
} satisfies Meta<typeof EmailChangeForm>

export default meta
type Story = StoryObj<typeof meta>

export const MtanThenLinkSent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Bisherige Adresse: erika@example.com')).toBeVisible()
    await expect(canvas.queryByTestId('sca-step')).toBeNull()
    await userEvent.type(canvas.getByLabelText(/Neue E-Mail-Adresse/), 'erika.neu@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await expect(await canvas.findByTestId('sca-step')).toHaveTextContent('+49 ••• ••••67')
    await expect(canvas.getByLabelText(/Neue E-Mail-Adresse/)).toHaveAttribute('readonly')
    await userEvent.type(canvas.getByLabelText(/^mTAN/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Mit mTAN bestätigen' }))
    await expect(await canvas.findByTestId('email-link-sent')).toHaveTextContent(
      'Wir haben einen Link an erika.neu@example.com gesendet.',
    )
    await expect(args.action).toHaveBeenCalledTimes(2)
  },
}

export const AddressWithoutDomain: Story = {
  args: { action: fn(refusedWith({ fieldErrors: { newEmail: 'email_invalid' } })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue E-Mail-Adresse/), 'erika@')
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await expect(
      await canvas.findByText(/Bitte geben Sie eine E-Mail-Adresse mit Domain ein/),
    ).toBeVisible()
    await expect(canvas.getByLabelText(/Neue E-Mail-Adresse/)).toHaveValue('erika@')
    await expect(canvas.queryByTestId('sca-step')).toBeNull()
  },
}

export const AddressTaken: Story = {
  args: { action: fn(refusedWith({ fieldErrors: { newEmail: 'emailTaken' } })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue E-Mail-Adresse/), 'max@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await expect(await canvas.findByText(/Diese Adresse kann nicht verwendet werden/)).toBeVisible()
    await expect(canvas.getByLabelText(/Neue E-Mail-Adresse/)).toHaveValue('max@example.com')
  },
}

export const ServiceDown: Story = {
  args: { action: fn(refusedWith({ formError: 'unavailable' })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue E-Mail-Adresse/), 'erika.neu@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Ihre Eingaben bleiben erhalten',
    )
    await expect(canvas.getByLabelText(/Neue E-Mail-Adresse/)).toHaveValue('erika.neu@example.com')
  },
}

/** The page opened from the mail's link. */
export const LinkConfirmed: Story = {
  render: () => (
    <EmailConfirmForm
      token={token}
      action={fn<DataFormAction>(async () => ({
        ...emptyDataFormState,
        values: { email: 'erika.neu@example.com' },
        done: true,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Diese E-Mail-Adresse verwenden' }))
    await expect(await canvas.findByTestId('email-changed')).toHaveTextContent(
      'Ihre E-Mail-Adresse ist jetzt erika.neu@example.com.',
    )
  },
}

export const LinkOfAnotherLogin: Story = {
  render: () => (
    <EmailConfirmForm
      token={token}
      action={fn<DataFormAction>(async () => ({
        ...emptyDataFormState,
        formError: 'linkForeign',
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Diese E-Mail-Adresse verwenden' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Dieser Link gehört zu einem anderen Zugang.',
    )
    await expect(canvas.queryByTestId('email-changed')).toBeNull()
  },
}

export const LinkAlreadyUsed: Story = {
  render: () => (
    <EmailConfirmForm
      token={token}
      action={fn<DataFormAction>(async () => ({
        ...emptyDataFormState,
        formError: 'linkInvalid',
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Diese E-Mail-Adresse verwenden' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Dieser Link ist nicht mehr gültig.',
    )
    await expect(canvas.queryByTestId('email-changed')).toBeNull()
  },
}

export const Sending: Story = {
  args: { action: fn(answersLate) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue E-Mail-Adresse/), 'erika.neu@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await expect(
      await canvas.findByRole('button', { name: 'E-Mail-Adresse ändern', busy: true }),
    ).toBeVisible()
  },
}
