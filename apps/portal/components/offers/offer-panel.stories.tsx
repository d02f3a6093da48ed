import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, mocked, userEvent, waitFor } from 'storybook/test'
import {
  loadOfferPanel,
  type OfferPanelParts,
} from '@/app/[locale]/[variant]/(marketplace)/offer-panel-actions'
import { makeOffer, market, offerTexts } from '../../.storybook/fixtures'
import { unanswered } from '../../.storybook/unanswered'
import { netRateOf } from '../../lib/offers/net-rate'
import { BankDetails } from './bank-details'
import { OfferDescriptions } from './offer-descriptions'
import { OfferConditions } from './offer-details'
import { OfferPanel } from './offer-panel'

const offer = makeOffer()
const texts = offerTexts('de-de')

const productParts: OfferPanelParts = {
  panel: 'product',
  conditions: <OfferConditions offer={netRateOf(offer, 'DE')} texts={texts} market={market()} />,
  descriptions: <OfferDescriptions descriptions={offer.descriptions} texts={texts} />,
}
const bankParts: OfferPanelParts = {
  panel: 'bank',
  content: <BankDetails offer={offer} texts={texts} basePath="/de-de" />,
}

function after<T>(milliseconds: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), milliseconds))
}

const meta = {
  title: 'Offers/OfferPanel',
  component: OfferPanel,
  args: {
    summary: 'Produktdetails (Nordhafen Bank)',
    request: {
      locale: 'de-de',
      basePath: '/de-de',
      offerId: offer.id,
      panel: 'product',
      residence: 'DE',
    },
  },
} satisfies Meta<typeof OfferPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Produktdetails (Nordhafen Bank)')).toBeVisible()
    await expect(loadOfferPanel).not.toHaveBeenCalled()
  },
}

export const LoadingSkeleton: Story = {
  beforeEach: () => {
    mocked(loadOfferPanel).mockReturnValue(unanswered(productParts))
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Produktdetails (Nordhafen Bank)'))
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Details werden geladen …')
    await expect(loadOfferPanel).toHaveBeenCalledWith(meta.args.request)
  },
}

export const LoadedProduct: Story = {
  beforeEach: () => {
    mocked(loadOfferPanel).mockImplementation(() => after(150, productParts))
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Produktdetails (Nordhafen Bank)'))
    await expect(await canvas.findByTestId('panel-loading')).toBeVisible()
    const tabs = await canvas.findByRole('tablist', { name: 'Produktdetails (Nordhafen Bank)' })
    await expect(tabs).toBeVisible()
    await expect(canvas.queryByTestId('panel-loading')).toBeNull()
    await expect(canvas.getByTestId('offer-fields')).toHaveTextContent('Einlagensicherungsfonds')
    await userEvent.click(canvas.getByRole('tab', { name: 'Von der Bank' }))
    await expect(await canvas.findByText(/gesetzlich gesichert/)).toBeVisible()
  },
}

export const LoadedBank: Story = {
  args: {
    summary: 'Bankdetails (Nordhafen Bank)',
    request: {
      locale: 'de-de',
      basePath: '/de-de',
      offerId: offer.id,
      panel: 'bank',
      residence: 'DE',
    },
  },
  beforeEach: () => {
    mocked(loadOfferPanel).mockResolvedValue(bankParts)
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Bankdetails (Nordhafen Bank)'))
    const fields = await canvas.findByTestId('bank-fields')
    await expect(fields).toHaveTextContent('Schweden')
    await expect(canvas.getByRole('link', { name: 'Nordhafen Bank' })).toHaveAttribute(
      'href',
      '/de-de/banks/nordhafen-bank',
    )
  },
}

export const FailedThenRetried: Story = {
  beforeEach: () => {
    mocked(loadOfferPanel)
      .mockRejectedValueOnce(new Error('deposits unavailable'))
      .mockResolvedValue(productParts)
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Produktdetails (Nordhafen Bank)'))
    const failed = await canvas.findByTestId('panel-failed')
    await expect(failed).toHaveTextContent('Die Details konnten nicht geladen werden.')
    await expect(
      canvas.getByRole('link', { name: 'Alle Details zu diesem Angebot' }),
    ).toHaveAttribute('href', `/de-de/offers/${offer.id}`)
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(canvas.getByTestId('offer-fields')).toBeVisible())
    await expect(loadOfferPanel).toHaveBeenCalledTimes(2)
  },
}

export const OfferGone: Story = {
  beforeEach: () => {
    mocked(loadOfferPanel).mockResolvedValue(null)
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Produktdetails (Nordhafen Bank)'))
    await expect(await canvas.findByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  },
}
