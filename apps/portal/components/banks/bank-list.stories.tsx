import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeBank, market, veryLongBankName } from '../../.storybook/fixtures'
import { BankList } from './bank-list'

const banks = [
  makeBank(),
  makeBank({ slug: 'banca-norquist', name: 'Banca Norquist', countryCode: 'IT', logoUrl: '' }),
  makeBank({
    slug: 'raiffeisen',
    name: veryLongBankName,
    countryCode: 'DE',
    countryCreditRating: 'AA+',
  }),
  makeBank({ slug: 'baltic-savings', name: 'Baltic Savings AS', countryCode: 'EE', logoUrl: '' }),
]

const meta = {
  title: 'Banks/BankList',
  component: BankList,
  args: { banks, market: market('de-de') },
} satisfies Meta<typeof BankList>

export default meta
type Story = StoryObj<typeof meta>

export const PartnerBanks: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByTestId('bank-card-link')
    await expect(links).toHaveLength(4)
    await expect(links[2]).toHaveTextContent(veryLongBankName)
    await expect(links[1]).toHaveAttribute('href', '/de-de/banks/banca-norquist')
    await expect(canvas.getAllByTestId('bank-rating')[2]).toHaveTextContent('AA+')
  },
}

export const OneBank: Story = {
  args: { banks: banks.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(1)
  },
}
