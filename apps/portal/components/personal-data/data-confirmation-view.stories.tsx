import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { hostileText, makePerson } from '@/.storybook/customer-fixtures'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { DataConfirmationView } from './data-confirmation-view'

const links = {
  address: '/de-de/my-details/edit-address',
  financial: '/de-de/my-details/financial-information',
  contact: '/de-de/user-account',
}

const meta = {
  title: 'CustomerData/DataConfirmationView',
  component: DataConfirmationView,
  args: {
    person: makePerson(),
    phoneNumber: '+49 170 1234567',
    confirmation: { confirmedAt: null, dueBy: '2026-11-01', due: true },
    links,
    action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, done: true })),
  },
} satisfies Meta<typeof DataConfirmationView>

export default meta
type Story = StoryObj<typeof meta>

export const DueThenConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('confirmation-state')).toHaveTextContent(
      'Sie haben Ihre Daten noch nicht bestätigt. Bitte bestätigen Sie sie jetzt.',
    )
    await expect(canvas.getByTestId('data-confirmation')).toHaveTextContent('Heidestraße 17')
    await expect(canvas.getByTestId('data-confirmation')).toHaveTextContent('erika@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, meine Daten sind korrekt' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Vielen Dank, Ihre Daten sind bestätigt.',
    )
    await expect(args.action).toHaveBeenCalledOnce()
  },
}

export const NotDueYet: Story = {
  args: {
    confirmation: { confirmedAt: '2026-03-02T09:00:00Z', dueBy: '2027-03-02', due: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('confirmation-state')).toHaveTextContent(
      'Sie haben Ihre Daten zuletzt am 2. März 2026 bestätigt. Die nächste Bestätigung ist bis 2. März 2027 fällig.',
    )
    await expect(canvas.getByRole('link', { name: 'Anschrift korrigieren' })).toHaveAttribute(
      'href',
      links.address,
    )
    await expect(
      canvas.getByRole('link', { name: 'Finanzielle Angaben korrigieren' }),
    ).toHaveAttribute('href', links.financial)
  },
}

/** The service did not say when; the data is shown and can be confirmed anyway. */
export const StateUnknownAndDataMissing: Story = {
  args: {
    confirmation: null,
    person: makePerson({
      firstName: hostileText,
      contactDetails: null,
      personalDetails: null,
      additionalFinancialInformation: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('confirmation-state')).toBeNull()
    await expect(canvas.getByTestId('data-confirmation')).toHaveTextContent(hostileText)
    await expect(canvas.getAllByText('Nicht angegeben').length).toBeGreaterThanOrEqual(3)
    await expect(canvas.getByRole('button', { name: 'Ja, meine Daten sind korrekt' })).toBeEnabled()
  },
}

export const ServiceDown: Story = {
  args: {
    action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, formError: 'notSaved' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, meine Daten sind korrekt' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Ihre Änderung konnte noch nicht gespeichert werden.',
    )
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

export const Confirming: Story = {
  args: {
    action: fn<DataFormAction>(
      () =>
        new Promise<DataFormState>((resolve) =>
          setTimeout(() => resolve(emptyDataFormState), 1500),
        ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, meine Daten sind korrekt' }))
    await expect(
      await canvas.findByRole('button', { name: 'Ja, meine Daten sind korrekt', busy: true }),
    ).toBeVisible()
  },
}
