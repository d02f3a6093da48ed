import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { makeBank, makeOffer, market, veryLongBankName } from '../../.storybook/fixtures'
import { netRateOf } from '../../lib/offers/net-rate'
import { OfferComparison } from './offer-comparison'

const bank = (name: string, slug: string) => {
  const { id, countryCode, countryCreditRating, logoUrl } = makeBank()
  return {
    id: `bank-${slug}`,
    slug,
    name,
    countryCode,
    countryCreditRating,
    logoUrl: logoUrl || id,
  }
}

const offers = [
  makeOffer({ id: 'a' }),
  makeOffer({
    id: 'b',
    bank: bank(veryLongBankName, 'raiffeisen'),
    country: 'DE',
    termMonths: 36,
    nominalRate: '0.028',
    effectiveRate: '0.0284',
    earlyTermination: { allowed: true, description: '' },
  }),
  makeOffer({ id: 'c', bank: bank('Banca Norquist', 'norquist'), country: 'IT', termMonths: 6 }),
].map((offer) => netRateOf(offer, 'DE'))

const meta = {
  title: 'Offers/OfferComparison',
  component: OfferComparison,
  args: { market: market('de-de'), offers },
} satisfies Meta<typeof OfferComparison>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeOffers: Story = {
  play: async ({ canvas }) => {
    const comparison = await canvas.findByTestId('comparison')
    await expect(within(comparison).getByRole('heading', { name: 'Vergleich' })).toBeVisible()
    const headers = within(comparison).getAllByRole('columnheader')
    await expect(headers.slice(1).map((header) => header.textContent)).toEqual([
      'Nordhafen Bank',
      veryLongBankName,
      'Banca Norquist',
    ])
    await expect(within(comparison).getByRole('rowheader', { name: 'Laufzeit' })).toBeVisible()
    // 3,15 % beside 2,8 %: the one-digit fraction is padded, the separators line up
    const nominal = within(comparison).getByRole('rowheader', { name: 'Nominalzins p. a.' })
    const cells = [...(nominal.parentElement?.querySelectorAll('td') ?? [])]
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      '3,15\u00a0%',
      '2,8\u2007\u00a0%',
      '3,15\u00a0%',
    ])
    for (const cell of cells) await expect(getComputedStyle(cell).textAlign).toBe('right')
  },
}

export const OneOffer: Story = {
  args: { offers: offers.slice(0, 1) },
  play: async ({ canvas }) => {
    const comparison = await canvas.findByTestId('comparison')
    await expect(within(comparison).getAllByRole('columnheader')).toHaveLength(2)
  },
}
