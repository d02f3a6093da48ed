import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { ExposureBasis } from '@/lib/ordering/order-exposure'
import type { OrderFormState } from '@/lib/ordering/order-form'
import type { OrderOfferFacts } from '@/lib/ordering/order-offer-facts'
import { OrderFlow } from './order-flow'

const facts: OrderOfferFacts = {
  offerId: 'offer-nordhafen-12',
  bankName: 'Nordhafen Bank',
  currency: 'EUR',
  minAmount: 500_000,
  maxAmount: 10_000_000,
  rate: '3,15 %',
  term: '12 Monate',
  payout: 'Jährlich',
  withholdingTax: '0,0 %',
  guarantee: 'Einlagensicherungsfonds, bis 100.000,00 EUR je Kunde',
  foreignTo: null,

  prolongationChoices: ['PRINCIPAL_AND_INTEREST', 'PRINCIPAL', 'NONE'],
  sheet: {
    url: '/de-de/assets/documents/offer-nordhafen-12-sheet.pdf',
    title: 'Produktinformationsblatt',
  },
}

/** A stand-in for the server action: reviews any amount, answers what the story needs. */
const reviewing = (error?: OrderFormState['error']) =>
  fn(async (_state: OrderFormState, form: FormData): Promise<OrderFormState> => {
    const amount = String(form.get('amount'))
    const prolongation = form.get('prolongation') === 'NONE' ? 'NONE' : 'PRINCIPAL_AND_INTEREST'
    const reviewed = { step: 'review', amount, amountMinor: 1_000_000, prolongation } as const
    if (form.get('intent') === 'review') return reviewed
    return { ...reviewed, ...(error ? { error } : {}) }
  })

const meta = {
  title: 'Ordering/OrderFlow',
  component: OrderFlow,
  args: {
    facts,
    idempotencyKey: '6c1f7a52-3f5e-4b7e-9a51-0c6f1d2e3a4b',
    action: reviewing(),
  },
} satisfies Meta<typeof OrderFlow>

export default meta
type Story = StoryObj<typeof meta>

export const AmountStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Anlagebetrag in EUR/ })).toBeVisible()
    await expect(canvas.getByText('Zwischen 5.000,00 EUR und 100.000,00 EUR.')).toBeVisible()
  },
}

export const BelowMinimum: Story = {
  args: { initialState: { step: 'amount', amount: '4.000', error: 'belowMinimum' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Anlagebetrag/ })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(/unter der Mindestanlage/)
    await expect(input).toHaveValue('4.000,00')
  },
}

/** An amount the field cannot read: the example is written as the locale writes amounts. */
export const UnreadableAmountSwiss: Story = {
  args: {
    facts: { ...facts, currency: 'CHF' },
    initialState: { step: 'amount', amount: '', error: 'notANumber' },
  },
  globals: { locale: 'de-ch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Anlagebetrag/ })).toHaveAccessibleDescription(
      /z\. B\. 10'000\.00\./,
    )
  },
}

export const UnreadableAmountFrench: Story = {
  args: { initialState: { step: 'amount', amount: '', error: 'notANumber' } },
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Montant/ })).toHaveAccessibleDescription(
      /p\.\sex\. 10\s000,00\./,
    )
  },
}

/** The link and the tick name the document the link opens, by its own title. */
export const ReviewNeedsTheSheet: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Anlagebetrag/ }), '10000')
    await userEvent.click(canvas.getByRole('button', { name: 'Auftrag prüfen' }))
    await waitFor(() => expect(canvas.getByTestId('order-review')).toBeVisible())
    await expect(canvas.getByTestId('information-sheet')).toHaveTextContent(
      'Produktinformationsblatt öffnen (öffnet in einem neuen Tab)',
    )
    await expect(canvas.queryByText(/Informationsbogen für den Einleger/)).toBeNull()
    const acknowledge = canvas.getByRole('checkbox', {
      name: 'Ich habe das Dokument „Produktinformationsblatt“ geöffnet und gelesen.',
    })
    await expect(acknowledge).toBeDisabled()
    const sheet = canvas.getByTestId('information-sheet')
    sheet.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(sheet)
    await expect(acknowledge).toBeEnabled()
    await expect(
      canvas.getByText('Einlagensicherungsfonds, bis 100.000,00 EUR je Kunde'),
    ).toBeVisible()
  },
}

/** The maturity choice is made with the amount and shown again on the review. */
export const ProlongationChosenWithTheOrder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Betrag mit Zinsen verlängern' })).toBeChecked()
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Auf mein Verrechnungskonto auszahlen' }),
    )
    await userEvent.type(canvas.getByRole('textbox', { name: /Anlagebetrag/ }), '10000')
    await userEvent.click(canvas.getByRole('button', { name: 'Auftrag prüfen' }))
    await waitFor(() =>
      expect(canvas.getByTestId('review-prolongation')).toHaveTextContent(
        'Auf mein Verrechnungskonto auszahlen',
      ),
    )
  },
}

/** An overnight offer has no maturity: nothing to choose. */
export const NoMaturityNoChoice: Story = {
  args: { facts: { ...facts, term: 'Unbefristet', prolongationChoices: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('order-prolongation')).toBeNull()
  },
}

export const ServicesDown: Story = {
  args: { action: reviewing('unavailable') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Anlagebetrag/ }), '10000')
    await userEvent.click(canvas.getByRole('button', { name: 'Auftrag prüfen' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Zahlungspflichtig anlegen' }))
    await expect(await canvas.findByTestId('order-error')).toHaveTextContent('nicht erreichbar')
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent('10.000,00 EUR')
  },
}

export const OfferEnded: Story = {
  args: { initialState: { step: 'amount', amount: '10.000', error: 'offerEnded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Angebot ist beendet')
  },
}

/** The customer's money at Nordhafen Bank (a German bank: €100,000 per depositor). */
const heldAtNordhafen = (amount: number): ExposureBasis => ({
  status: 'known',
  today: '2026-12-01',
  bankId: 'bank-nordhafen',
  bankCountry: 'DE',
  accountType: 'PERSONAL',
  holders: 1,
  held: amount
    ? [
        {
          bankId: 'bank-nordhafen',
          bankCountry: 'DE',
          currency: 'EUR',
          amount,
          expectedInterest: 0,
          accountType: 'PERSONAL',
          holders: 1,
        },
      ]
    : [],
  terms: {
    currency: 'EUR',
    annualRate: '0.0315',
    payout: 'MATURITY',
    compounding: false,
    termMonths: 12,
  },
})

const reviewTenThousand = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Anlagebetrag/ }), '10000')
  await userEvent.click(canvas.getByRole('button', { name: 'Auftrag prüfen' }))
  await waitFor(() => expect(canvas.getByTestId('order-review')).toBeVisible())
}

/** €95,000 held, €10,000 ordered with €315 interest: €5,315 above the limit. */
export const ExposureAboveLimit: Story = {
  args: { exposureBasis: heldAtNordhafen(9_500_000) },
  play: async ({ canvas }) => {
    await reviewTenThousand(canvas)
    const warning = canvas.getByRole('alert')
    await expect(warning).toHaveTextContent('Über der Grenze der Einlagensicherung')
    await expect(warning).toHaveTextContent('105.315,00 EUR je Einleger')
    await expect(warning).toHaveTextContent('Entschädigungseinrichtung deutscher Banken')
    await expect(warning).toHaveTextContent('deckt 100.000,00 EUR je Einleger, 5.315,00 EUR')
    const confirm = canvas.getByRole('button', { name: 'Zahlungspflichtig anlegen' })
    await expect(confirm).toBeEnabled()
    await expect(confirm).toHaveAccessibleDescription(/5\.315,00\sEUR wären .* nicht geschützt/)
  },
}

/** €10,000 held and €10,000 ordered: well under the limit, no warning. */
export const ExposureCovered: Story = {
  args: { exposureBasis: heldAtNordhafen(1_000_000) },
  play: async ({ canvas }) => {
    await reviewTenThousand(canvas)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByTestId('order-exposure-warning')).toBeNull()
    await expect(canvas.queryByTestId('order-exposure-unknown')).toBeNull()
    await expect(
      canvas.getByRole('button', { name: 'Zahlungspflichtig anlegen' }),
    ).not.toHaveAttribute('aria-describedby')
  },
}

/** The ledger could not be read: a neutral note, the order stays possible. */
export const ExposureUnknown: Story = {
  args: { exposureBasis: { status: 'unknown' } },
  play: async ({ canvas }) => {
    await reviewTenThousand(canvas)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByTestId('order-exposure-unknown')).toHaveTextContent(
      'Ihre Einlagen bei Nordhafen Bank konnten gerade nicht mit der Einlagensicherung abgeglichen werden.',
    )
    await expect(canvas.getByTestId('order-exposure-unknown')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('button', { name: 'Zahlungspflichtig anlegen' })).toBeEnabled()
  },
}

/** A NOK deposit of a customer in the euro area: the review names the currency and its risk. */
export const ForeignCurrencyReview: Story = {
  args: { facts: { ...facts, currency: 'NOK', foreignTo: 'EUR' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Anlagebetrag/ }), '10000')
    await userEvent.click(canvas.getByRole('button', { name: 'Auftrag prüfen' }))
    await waitFor(() => expect(canvas.getByTestId('order-review')).toBeVisible())
    await expect(canvas.getByTestId('review-currency')).toHaveTextContent('NOK')
    await expect(canvas.getByTestId('currency-risk')).toHaveTextContent('Wechselkurs')
  },
}
