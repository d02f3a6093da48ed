import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { makePerson } from '@/.storybook/customer-fixtures'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { AddressForm } from './address-form'

const refuse = async (_state: DataFormState, data: FormData): Promise<DataFormState> => ({
  ...emptyDataFormState,
  values: { postalCode: String(data.get('postalCode')), city: String(data.get('city')) },
  fieldErrors: { postalCode: 'postalCodeFormat' },
})

const meta = {
  title: 'CustomerData/AddressForm',
  component: AddressForm,
  args: {
    action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, done: true })),
    current: makePerson().address ?? null,
    countries: ['DE', 'AT', 'NL'],
  },
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Straße/)).toHaveValue('Heidestraße')
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('gespeichert')
    await expect(args.action).toHaveBeenCalled()
  },
}

export const FieldMessage: Story = {
  args: { action: fn(refuse) },
  play: async ({ canvas }) => {
    const postalCode = canvas.getByLabelText(/Postleitzahl/)
    await userEvent.clear(postalCode)
    await userEvent.type(postalCode, 'ABC')
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }))
    await expect(
      await canvas.findByText('Diese Postleitzahl passt nicht zum gewählten Land.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText(/Postleitzahl/)).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText(/Postleitzahl/)).toHaveValue('ABC')
  },
}

export const ServiceDown: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: { street: String(data.get('street')) },
      formError: 'unavailable',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Unsere Dienste sind gerade nicht erreichbar',
    )
    await expect(canvas.getByLabelText(/Straße/)).toHaveValue('Heidestraße')
  },
}

export const Empty: Story = { args: { current: null } }

export const MtanStep: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) =>
      data.get('mtan')
        ? { ...emptyDataFormState, done: true }
        : {
            ...emptyDataFormState,
            pending: { kind: 'sca', changeId: 'ch-1', hint: '+49 ••• ••••67' },
          },
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }))
    await expect(await canvas.findByTestId('sca-step')).toHaveTextContent('+49 ••• ••••67')
    await expect(canvas.getByLabelText(/Straße/)).toHaveAttribute('readonly')
    await userEvent.type(canvas.getByLabelText(/^mTAN/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Mit mTAN bestätigen' }))
    await expect(await canvas.findByText('Ihre Anschrift wurde gespeichert.')).toBeVisible()
  },
}
