import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeOffer, market, offerTexts } from '../../.storybook/fixtures'
import { netRateOf } from '../../lib/offers/net-rate'
import { OfferDescriptions } from './offer-descriptions'
import { OfferConditions } from './offer-details'

const meta = {
  title: 'Offers/OfferDetails',
  component: OfferConditions,
  args: {
    offer: netRateOf(makeOffer(), 'DE'),
    texts: offerTexts('de-de'),
    market: market('de-de'),
  },
} satisfies Meta<typeof OfferConditions>

export default meta
type Story = StoryObj<typeof meta>

export const Conditions: Story = {
  play: async ({ canvas }) => {
    const fields = canvas.getByTestId('offer-fields')
    await expect(fields).toHaveTextContent('Einlagensicherungsfonds')
    await expect(
      canvas.getByRole('link', { name: 'Informationsbogen für den Einleger' }),
    ).toHaveAttribute('href', '/de-de/assets/documents/nordhafen-12.pdf')
  },
}

export const EveryOptionalField: Story = {
  args: {
    offer: netRateOf(
      makeOffer({
        noticePeriodDays: 90,
        settlementWeekday: 'MONDAY',
        bonus: { rate: '0.0025', description: 'Neukundenbonus für 6 Monate' },
        compounding: true,
        negativeInterest: {
          booking: 'MONTHLY',
          payment: 'PRO_RATA_BOOKED_AT_CURRENT_PLACEMENT_RATE',
        },
        prolongation: { automatic: true, description: 'Verlängert sich um die gleiche Laufzeit.' },
        additionalDocuments: [
          {
            id: 'terms',
            type: 'ATTACHMENT',
            mediaType: 'application/pdf',
            title: 'Allgemeine Geschäftsbedingungen',
            url: '/assets/documents/agb.pdf',
          },
        ],
        specialFeatures: ['Zinsen ab dem ersten Tag', 'Kostenlose Kontoführung'],
        withholdingTax: { rate: '0.15', description: '15 % Quellensteuer, erstattbar.' },
      }),
      'DE',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Neukundenbonus für 6 Monate', { exact: false })).toBeVisible()
    await expect(canvas.getByText('Kostenlose Kontoführung')).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeVisible()
  },
}

export const BankDescriptions: Story = {
  render: (args) => (
    <OfferDescriptions
      texts={args.texts}
      descriptions={[
        ...makeOffer().descriptions,
        { id: 'termination_notice', type: 'STRING_PLAIN', value: 'Kündigung mit 3 Monaten Frist.' },
        {
          id: 'unknown_description',
          type: 'STRING_HTML',
          value: '<ul><li>Erste Zeile</li><li>Zweite Zeile</li></ul><script>alert(1)</script>',
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kündigung mit 3 Monaten Frist.')).toBeVisible()
    await expect(canvas.getByText('Zweite Zeile')).toBeVisible()
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}
