import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { defaultState } from '../../.storybook/fixtures'
import { OfferFiltersForm } from './offer-filters-form'

const meta = {
  title: 'Offers/OfferFiltersForm',
  component: OfferFiltersForm,
  args: {
    id: 'offers-form',
    action: '/de-de/deposits/term',
    tab: 'term',
    state: defaultState,
    residence: 'DE',
  },
} satisfies Meta<typeof OfferFiltersForm>

export default meta
type Story = StoryObj<typeof meta>

export const TermDeposits: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Angebote filtern' })
    await expect(form).toHaveAttribute('method', 'get')
    // a phone sees one summary line and opens the fields; from md on they are always shown
    // (the browser renders them: jest-dom's toBeVisible only knows the details' open attribute)
    const summary = canvas.getByTestId('filters-summary')
    const apply = canvas.getByRole('button', { name: 'Angebote anzeigen' })
    if (window.innerWidth < 768) {
      await expect(summary.checkVisibility()).toBe(true)
      await expect(apply.checkVisibility()).toBe(false)
      await userEvent.click(summary)
    } else {
      await expect(summary.checkVisibility()).toBe(false)
    }
    await expect(apply.checkVisibility()).toBe(true)
    await expect(canvas.getByRole('combobox', { name: 'Laufzeit' })).toHaveValue('')
    // the example is one the amount filter reads: no grouping
    await expect(canvas.getByRole('textbox', { name: 'Anlagebetrag' })).toHaveAccessibleDescription(
      'In der Landeswährung, z. B. 10000',
    )
    await expect(canvas.queryByRole('checkbox', { name: 'Nur Flexgeld' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Alle Angebote' })).toHaveAttribute(
      'href',
      '/de-de/deposits/term',
    )
  },
}

export const FilledIn: Story = {
  args: {
    state: {
      ...defaultState,
      term: 12,
      country: 'SE',
      amount: '25000',
      sort: 'term',
      order: 'asc',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('filters-summary')).toHaveTextContent(
      'Filter und Sortierung (3 aktiv)',
    )
    await expect(await canvas.findByRole('combobox', { name: 'Laufzeit' })).toHaveValue('12')
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('SE')
    await expect(canvas.getByRole('textbox', { name: 'Anlagebetrag' })).toHaveValue('25000')
  },
}

export const FlexgeldTab: Story = {
  args: {
    tab: 'flexgeld',
    action: '/de-de/deposits/flexgeld',
    state: { ...defaultState, flexgeld: true },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Nur Flexgeld' })).toBeChecked()
    const currency = canvas.getByRole('combobox', { name: 'Fremdwährung' })
    await expect(currency).toHaveValue('')
    await expect(within(currency).getByRole('option', { selected: true })).toHaveTextContent(
      'Keine – nur EUR',
    )
  },
}

/** A foreign currency chosen on the notice tab: the choice lists the market's foreign ones. */
export const ForeignCurrencyChosen: Story = {
  args: {
    tab: 'notice',
    action: '/de-de/deposits/notice',
    state: { ...defaultState, foreignCurrency: 'NOK' },
  },
  play: async ({ canvas }) => {
    const currency = await canvas.findByRole('combobox', { name: 'Fremdwährung' })
    await expect(currency).toHaveValue('NOK')
    await expect(within(currency).getAllByRole('option')).toHaveLength(10)
  },
}

export const NoticeAccountsInEnglish: Story = {
  globals: { locale: 'en-gb' },
  args: { tab: 'notice', action: '/en-gb/deposits/notice', residence: 'GB' },
  play: async ({ canvas }) => {
    await canvas.findByRole('form')
    await expect(canvas.queryByRole('combobox', { name: /term/i })).toBeNull()
    // the UK sells no foreign currencies: no currency choice
    await expect(canvas.queryByRole('combobox', { name: /foreign currency/i })).toBeNull()
  },
}
