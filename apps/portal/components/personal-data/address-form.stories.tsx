import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
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

const usAddress = {
  street: 'Maple Avenue',
  streetNumber: '1200',
  additionalInformation: null,
  flatNumber: '4B',
  city: 'Columbus',
  postalCode: '43215',
  state: 'OH',
  countryCode: 'US',
}

/** A US customer (en-us): street line with the number first, state and ZIP code, no house number field. */
export const UnitedStates: Story = {
  globals: { locale: 'en-us' },
  args: { current: usAddress, countries: ['US', 'DE'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Street address/)).toHaveValue('1200 Maple Avenue')
    await expect(canvas.getByLabelText(/^Apt, suite, or unit/)).toHaveValue('4B')
    await expect(canvas.getByLabelText(/^State/)).toHaveValue('OH')
    await expect(canvas.getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument()
    // the 50 states and DC, after the prompt to choose
    await expect(within(canvas.getByLabelText(/^State/)).getAllByRole('option')).toHaveLength(52)
    await expect(canvas.getByLabelText(/^ZIP code/)).toHaveValue('43215')
    await expect(canvas.queryByLabelText(/House number/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    const sent = (args.action as ReturnType<typeof fn>).mock.calls[0]?.[1] as FormData
    await expect(sent.get('street')).toBe('1200 Maple Avenue')
    await expect(sent.get('state')).toBe('OH')
  },
}

export const UnitedStatesZipMessage: Story = {
  globals: { locale: 'en-us' },
  args: {
    current: usAddress,
    countries: ['US', 'DE'],
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: Object.fromEntries(
        ['street', 'additionalInformation', 'city', 'state', 'postalCode', 'countryCode'].map(
          (name) => [name, String(data.get(name))],
        ),
      ),
      fieldErrors: { postalCode: 'zipFormat' },
    })),
  },
  play: async ({ canvas }) => {
    const zip = canvas.getByLabelText(/^ZIP code/)
    await userEvent.clear(zip)
    await userEvent.type(zip, '4321')
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(
      await canvas.findByText('Enter a 5-digit ZIP code or ZIP+4, e.g. 62704 or 62704-1234.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText(/^ZIP code/)).toHaveValue('4321')
    await expect(canvas.getByLabelText(/^State/)).toHaveValue('OH')
  },
}

/** Choosing another country switches the form to that country's format. */
export const UnitedStatesMovingToGermany: Story = {
  globals: { locale: 'en-us' },
  args: { current: usAddress, countries: ['US', 'DE'] },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), 'DE')
    await expect(canvas.getByLabelText(/^House number/)).toBeVisible()
    await expect(canvas.queryByLabelText(/^State/)).toBeNull()
  },
}
