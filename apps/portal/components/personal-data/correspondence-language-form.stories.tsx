import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { CorrespondenceLanguageForm } from './correspondence-language-form'

const saved = async (_state: DataFormState, data: FormData): Promise<DataFormState> => ({
  ...emptyDataFormState,
  values: { language: String(data.get('language')) },
  done: true,
})

const meta = {
  title: 'CustomerData/CorrespondenceLanguageForm',
  component: CorrespondenceLanguageForm,
  args: {
    action: fn<DataFormAction>(saved),
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'fi'],
    current: 'de',
  },
} satisfies Meta<typeof CorrespondenceLanguageForm>

export default meta
type Story = StoryObj<typeof meta>

/** Each language named in itself; the saved one named in the page's language. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sprache' })
    await expect(select).toHaveValue('de')
    await expect(canvas.getByRole('option', { name: 'Suomi' })).toHaveAttribute('lang', 'fi')
    await expect(canvas.getByRole('option', { name: 'Français' })).toBeInTheDocument()
    await userEvent.selectOptions(select, 'fi')
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache speichern' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Gespeichert. Wir schreiben Ihnen ab jetzt auf Finnisch.',
    )
    await expect(args.action).toHaveBeenCalled()
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveValue('fi')
  },
}

/** A value the bank does not write in: the message at the field. */
export const UnknownLanguage: Story = {
  args: {
    action: fn<DataFormAction>(async () => ({
      ...emptyDataFormState,
      values: { language: 'pt' },
      fieldErrors: { language: 'unknownLanguage' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache speichern' }))
    await expect(
      await canvas.findByText('Bitte wählen Sie eine der angebotenen Sprachen.'),
    ).toBeVisible()
  },
}

/** The bank did not take the change: the choice stays as it was made. */
export const NotSaved: Story = {
  args: {
    action: fn<DataFormAction>(async (_state, data) => ({
      ...emptyDataFormState,
      values: { language: String(data.get('language')) },
      formError: 'notSaved',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sprache' }), 'nl')
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache speichern' }))
    await expect(await canvas.findByTestId('form-error')).toBeVisible()
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveValue('nl')
  },
}

/** A Polish page names the languages the same way and the saved one in Polish. */
export const Polish: Story = {
  globals: { locale: 'pl-pl' },
  args: { current: 'pl' },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Język' }), 'de')
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz język' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Twój język korespondencji to teraz niemiecki.',
    )
  },
}
