import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeOffer, offerTexts, veryLongBankName } from '../../.storybook/fixtures'
import { BankDetails } from './bank-details'

const meta = {
  title: 'Offers/BankDetails',
  component: BankDetails,
  args: { offer: makeOffer(), texts: offerTexts('de-de'), basePath: '/de-de' },
} satisfies Meta<typeof BankDetails>

export default meta
type Story = StoryObj<typeof meta>

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nordhafen Bank' })).toHaveAttribute(
      'href',
      '/de-de/banks/nordhafen-bank',
    )
    await expect(canvas.getByTestId('bank-fields')).toHaveTextContent('Schweden')
    await expect(canvas.getByTestId('bank-fields')).toHaveTextContent('AAA')
  },
}

export const VeryLongBankName: Story = {
  args: {
    offer: makeOffer({ bank: { ...makeOffer().bank, name: veryLongBankName, countryCode: 'DE' } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: veryLongBankName })).toBeVisible()
    await expect(canvas.getByTestId('bank-fields')).toHaveTextContent('Deutschland')
  },
}
