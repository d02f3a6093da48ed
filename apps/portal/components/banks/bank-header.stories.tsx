import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeBank, veryLongBankName } from '../../.storybook/fixtures'
import { BankHeader } from './bank-header'

const meta = {
  title: 'Banks/BankHeader',
  component: BankHeader,
  args: { bank: makeBank(), tag: 'de-DE' },
} satisfies Meta<typeof BankHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Nordhafen Bank',
    )
    await expect(canvas.getByRole('img', { name: 'Logo der Nordhafen Bank' })).toHaveAttribute(
      'src',
      '/de-de/assets/banks/nordhafen-bank/logo.svg',
    )
    await expect(canvas.getByTestId('bank-country')).toHaveTextContent('Schweden')
    await expect(canvas.getByTestId('bank-rating')).toHaveTextContent('AAA')
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2)
  },
}

export const VeryLongNameWithoutLogoOrFeatures: Story = {
  args: { bank: makeBank({ name: veryLongBankName, logoUrl: '', institutionFeatures: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      veryLongBankName,
    )
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const UsBankInEnglish: Story = {
  globals: { locale: 'en-us' },
  args: {
    bank: makeBank({
      name: 'Tavmark Bank',
      countryCode: 'US',
      institutionFeatures: [
        'not_for_profit',
        'community_development',
        'minority_led',
        'local_focus',
      ],
    }),
    tag: 'en-US',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Community development')).toBeVisible()
    await expect(canvas.getByTestId('bank-country')).toHaveTextContent('United States')
  },
}

/** French sets a no-break space before the colon of each label. */
export const FrenchLabels: Story = {
  globals: { locale: 'fr-fr' },
  args: { tag: 'fr-FR' },
  play: async ({ canvas }) => {
    // the default normalizer would turn the no-break space into a plain one
    const exact = { normalizer: (text: string) => text.trim() }
    await expect(await canvas.findByText('Pays\u00a0:', exact)).toBeVisible()
    await expect(canvas.getByText('Notation du pays\u00a0:', exact)).toBeVisible()
    await expect(canvas.getByTestId('bank-country')).toHaveTextContent('Suède')
  },
}
