import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { market, veryLongBankName } from '../../.storybook/fixtures'
import { OffersHero } from './offers-hero'

const facts = {
  rateKind: 'nominal' as const,
  bestRates: [
    { termMonths: 12, rate: '0.0315', currency: 'EUR', bankName: 'Nordhafen Bank' },
    { termMonths: 24, rate: '0.032', currency: 'EUR', bankName: 'Banca Norquist' },
    { termMonths: 36, rate: '0.0305', currency: 'EUR', bankName: 'Baltic Savings' },
  ],
  partnerBanks: 42,
  bankCountries: 17,
}

const meta = {
  title: 'Offers/OffersHero',
  component: OffersHero,
  args: { market: market('de-de'), facts, headingId: 'offers-title' },
} satisfies Meta<typeof OffersHero>

export default meta
type Story = StoryObj<typeof meta>

export const BestRatesAndTrust: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spar- und Festgeldangebote' }),
    ).toBeVisible()
    const rates = canvas.getAllByTestId('hero-best-rate')
    await expect(rates).toHaveLength(3)
    await expect(rates[0]).toHaveTextContent('1 Jahr3,15 %Währung: EURNordhafen Bank')
    await expect(rates[0]).toHaveAttribute('href', '/de-de/deposits/term?term=12')
    await expect(canvas.getByText('Beste Festgeldzinsen (nominal p. a.)')).toBeVisible()
    await expect(canvas.getByTestId('hero-guarantee')).toHaveTextContent('100.000,00 EUR')
    await expect(canvas.getByTestId('hero-partner-banks')).toHaveTextContent(
      '42 Partnerbanken aus 17 Ländern',
    )
  },
}

export const EffectiveRateMarketInEnglish: Story = {
  globals: { locale: 'en-ie' },
  args: { market: market('en-ie'), facts: { ...facts, rateKind: 'effective' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Best term deposit rates (effective p.a.)')).toBeVisible()
    await expect(canvas.getAllByTestId('hero-best-rate')[1]).toHaveTextContent('2 years')
    await expect(canvas.getAllByTestId('best-rate-currency')).toHaveLength(3)
  },
}

export const WithoutTheDepositsService: Story = {
  args: { facts: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.queryByTestId('hero-best-rate')).toBeNull()
    await expect(canvas.getByTestId('hero-guarantee')).toBeVisible()
    await expect(canvas.queryByTestId('hero-partner-banks')).toBeNull()
  },
}

export const LongBankNamesInANarrowColumn: Story = {
  args: {
    facts: {
      ...facts,
      bestRates: facts.bestRates.map((best) => ({ ...best, bankName: veryLongBankName })),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const narrow = await canvas.findByTestId('narrow')
    await within(narrow).findAllByTestId('hero-best-rate')
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(280)
  },
}

/** The UK's own scheme, not the EU directive: FSCS £120,000 since 1 December 2025. */
export const BritishGuarantee: Story = {
  globals: { locale: 'en-gb' },
  args: {
    market: market('en-gb'),
    facts: {
      ...facts,
      rateKind: 'effective',
      bestRates: facts.bestRates.map((best) => ({ ...best, currency: 'GBP' })),
    },
  },
  play: async ({ canvas }) => {
    for (const best of await canvas.findAllByTestId('hero-best-rate'))
      await expect(best).toHaveTextContent('Currency: GBP')
    const guarantee = await canvas.findByTestId('hero-guarantee')
    await expect(guarantee).toHaveTextContent('GBP 120,000.00')
    await expect(guarantee).toHaveTextContent('Financial Services Compensation Scheme')
    await expect(guarantee).not.toHaveTextContent('EU')
  },
}

/** Poland: the BFG's złoty limit, the equivalent of €100,000. */
export const PolishGuarantee: Story = {
  globals: { locale: 'pl-pl' },
  args: { market: market('pl-pl'), facts },
  play: async ({ canvas }) => {
    const guarantee = await canvas.findByTestId('hero-guarantee')
    await expect(guarantee).toHaveTextContent('Bankowy Fundusz Gwarancyjny')
    await expect(guarantee).toHaveTextContent(/425\s000,00\sPLN/)
    await expect(guarantee).toHaveTextContent(/100\s000,00\sEUR/)
  },
}
