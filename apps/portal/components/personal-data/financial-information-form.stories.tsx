import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { makePerson } from '@/.storybook/customer-fixtures'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { FinancialInformationForm } from './financial-information-form'

const valuesOf = (data: FormData) => ({
  pepStatus: String(data.get('pepStatus') ?? ''),
  pepInfo: String(data.get('pepInfo') ?? ''),
  originOfFunds: String(data.get('originOfFunds') ?? ''),
  annualIncome: String(data.get('annualIncome') ?? ''),
})

/** Mimics the server action: an mTAN first, then the change is saved. */
const mtanThenSaved: DataFormAction = async (_state, data) => {
  const values = valuesOf(data)
  if (data.get('scaChallengeId')) return { ...emptyDataFormState, values, done: true }
  return {
    ...emptyDataFormState,
    values,
    pending: { kind: 'sca', changeId: 'sca-1', hint: '+49 ••• ••••67' },
  }
}

const current = makePerson().additionalFinancialInformation ?? null

const meta = {
  title: 'CustomerData/FinancialInformationForm',
  component: FinancialInformationForm,
  args: { action: fn(mtanThenSaved), current },
} satisfies Meta<typeof FinancialInformationForm>

export default meta
type Story = StoryObj<typeof meta>

export const ChangedWithMtan: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Herkunft der Mittel/)).toHaveValue('SALARY')
    await expect(canvas.getByLabelText(/Jahreseinkommen/)).toHaveValue('FROM_50K_TO_100K')
    await userEvent.selectOptions(canvas.getByLabelText(/Herkunft der Mittel/), 'INHERITANCE')
    await userEvent.click(canvas.getByRole('button', { name: 'Finanzielle Angaben speichern' }))
    await expect(await canvas.findByTestId('sca-step')).toHaveTextContent('+49 ••• ••••67')
    await userEvent.type(canvas.getByLabelText(/^mTAN/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Mit mTAN bestätigen' }))
    await expect(
      await canvas.findByText('Ihre finanziellen Angaben wurden gespeichert.'),
    ).toBeVisible()
    await expect(canvas.queryByTestId('sca-step')).toBeNull()
    await expect(canvas.getByLabelText(/Herkunft der Mittel/)).toHaveValue('INHERITANCE')
    await expect(args.action).toHaveBeenCalledTimes(2)
  },
}

const incomeChoices = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('select[name="annualIncome"] option')]
    .slice(1)
    .map((option) => option.textContent?.replace(/\s/g, ' '))

/** A Polish customer chooses income bands a Polish bank asks for, in złoty. */
export const PolishIncomeBands: Story = {
  globals: { locale: 'pl-pl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/Roczny dochód/)).toHaveValue('FROM_50K_TO_100K')
    await expect(incomeChoices(canvasElement)).toEqual([
      'Poniżej 100 000 PLN',
      'Od 100 000 PLN do 200 000 PLN',
      'Od 200 000 PLN do 400 000 PLN',
      'Od 400 000 PLN do 1 000 000 PLN',
      'Powyżej 1 000 000 PLN',
    ])
  },
}

/** Swiss customers see francs, grouped the Swiss way. */
export const SwissIncomeBands: Story = {
  globals: { locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    await expect(incomeChoices(canvasElement)).toEqual([
      "Unter CHF 25'000",
      "CHF 25'000 bis CHF 50'000",
      "CHF 50'000 bis CHF 100'000",
      "CHF 100'000 bis CHF 250'000",
      "Über CHF 250'000",
    ])
  },
}

/** British customers see pounds at the limits British banks ask for. */
export const BritishIncomeBands: Story = {
  globals: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    await expect(incomeChoices(canvasElement)).toEqual([
      'Under GBP 20,000',
      'GBP 20,000 to GBP 40,000',
      'GBP 40,000 to GBP 85,000',
      'GBP 85,000 to GBP 200,000',
      'Over GBP 200,000',
    ])
  },
}

/** Nothing given yet: every choice starts at "please choose". */
export const NothingGivenYet: Story = {
  args: {
    current: null,
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: valuesOf(data),
      fieldErrors: { pepStatus: 'invalidChoice', originOfFunds: 'invalidChoice' },
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Politisch exponierte Person/)).toHaveValue('')
    await userEvent.selectOptions(canvas.getByLabelText(/Jahreseinkommen/), 'UNDER_25K')
    await userEvent.click(canvas.getByRole('button', { name: 'Finanzielle Angaben speichern' }))
    const messages = await canvas.findAllByText('Bitte wählen Sie eine der Möglichkeiten.')
    await expect(messages).toHaveLength(2)
    await expect(canvas.getByLabelText(/Jahreseinkommen/)).toHaveValue('UNDER_25K')
  },
}

export const PepWithoutOffice: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: valuesOf(data),
      fieldErrors: { pepInfo: 'required' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Politisch exponierte Person/), 'PEP')
    await userEvent.click(canvas.getByRole('button', { name: 'Finanzielle Angaben speichern' }))
    await expect(await canvas.findByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible()
    await expect(canvas.getByLabelText(/Politisch exponierte Person/)).toHaveValue('PEP')
  },
}

export const ServiceDown: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: valuesOf(data),
      formError: 'unavailable',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Ausgeübtes Amt/), 'Bürgermeisterin')
    await userEvent.click(canvas.getByRole('button', { name: 'Finanzielle Angaben speichern' }))
    await expect(await canvas.findByTestId('form-error')).toHaveTextContent(
      'Unsere Dienste sind gerade nicht erreichbar.',
    )
    await expect(canvas.getByLabelText(/Ausgeübtes Amt/)).toHaveValue('Bürgermeisterin')
  },
}

export const Saving: Story = {
  args: {
    action: fn<DataFormAction>(
      () =>
        new Promise<DataFormState>((resolve) =>
          setTimeout(() => resolve(emptyDataFormState), 1500),
        ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finanzielle Angaben speichern' }))
    await expect(
      await canvas.findByRole('button', { name: 'Finanzielle Angaben speichern', busy: true }),
    ).toBeVisible()
  },
}
