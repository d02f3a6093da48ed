import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { MobileNumberForm } from './mobile-number-form'

/** Mimics the three posts of the server action. */
const threeSteps: DataFormAction = async (_state, data) => {
  const values = { newMobileNumber: String(data.get('newMobileNumber')) }
  if (data.get('confirmationId')) return { ...emptyDataFormState, values, done: true }
  if (data.get('scaChallengeId')) {
    return {
      ...emptyDataFormState,
      values,
      pending: { kind: 'confirmation', changeId: 'c-1', hint: '+49 ••• ••••99' },
    }
  }
  return {
    ...emptyDataFormState,
    values,
    pending: { kind: 'sca', changeId: 'sca-1', hint: '+49 ••• ••••67' },
  }
}

const meta = {
  title: 'CustomerData/MobileNumberForm',
  component: MobileNumberForm,
  args: {
    action: fn(threeSteps),
    current: '+491701234567',
    example: { national: '01512 3456789', international: '+49 1512 3456789' },
  },
} satisfies Meta<typeof MobileNumberForm>

export default meta
type Story = StoryObj<typeof meta>

export const ConfirmedTwice: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue Mobilnummer/), '+49 171 9999999')
    await userEvent.click(canvas.getByRole('button', { name: 'Mobilnummer ändern' }))
    await userEvent.type(await canvas.findByLabelText(/^mTAN/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Mit mTAN bestätigen' }))
    await expect(await canvas.findByTestId('new-number-step')).toHaveTextContent('••••99')
    await userEvent.type(canvas.getByLabelText(/Code an die neue Nummer/), '654321')
    await userEvent.click(canvas.getByRole('button', { name: 'Mit mTAN bestätigen' }))
    await expect(await canvas.findByTestId('mobile-changed')).toBeVisible()
  },
}

export const WrongCountry: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: { newMobileNumber: String(data.get('newMobileNumber')) },
      fieldErrors: { newMobileNumber: 'mobile_wrong_country' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Neue Mobilnummer/), '+44 7700 900123')
    await userEvent.click(canvas.getByRole('button', { name: 'Mobilnummer ändern' }))
    await expect(
      await canvas.findByText('Bitte geben Sie eine Mobilnummer Ihres Wohnsitzlandes ein.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText(/Neue Mobilnummer/)).toHaveValue('+44 7700 900123')
  },
}

export const NoNumberYet: Story = { args: { current: null } }

/** The hint gives a number of the customer's own country (the page reads it from the metadata). */
export const AustrianExample: Story = {
  globals: { locale: 'de-at' },
  args: {
    current: '+43664123456',
    example: { national: '0664 123456', international: '+43 664 123456' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Eine Mobilnummer Ihres Wohnsitzlandes, z. B. 0664 123456 oder +43 664 123456.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByText(/\+49/)).toBeNull()
  },
}

export const AmericanExample: Story = {
  globals: { locale: 'en-us' },
  args: {
    current: '+12015550123',
    example: { national: '(201) 555-0123', international: '+1 201 555 0123' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'A mobile number of your country of residence, e.g. (201) 555-0123 or +1 201 555 0123.',
      ),
    ).toBeVisible()
  },
}
