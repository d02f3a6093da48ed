import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, mocked, waitFor } from 'storybook/test'
import { unanswered } from '@/.storybook/unanswered'
import { saveOfferAction } from '@/app/[locale]/[variant]/(per-visitor)/us-offers/actions'
import { SaveOfferButton } from './save-offer-button'

const meta = {
  title: 'US offers/SaveOfferButton',
  component: SaveOfferButton,
  globals: { locale: 'en-us' },
  args: {
    offerId: 'us-cd-12',
    saved: false,
    label: 'Term deposit at Tavmark Bank',
    text: { save: 'Save' },
    onTrack: fn(),
  },
} satisfies Meta<typeof SaveOfferButton>

export default meta
type Story = StoryObj<typeof meta>

export const NotSaved: Story = {
  beforeEach: () => {
    mocked(saveOfferAction).mockResolvedValue(undefined)
  },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save Term deposit at Tavmark Bank' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await waitFor(() => expect(saveOfferAction).toHaveBeenCalledTimes(1))
    const form = mocked(saveOfferAction).mock.calls[0]?.[0]
    await expect(form?.get('offerId')).toBe('us-cd-12')
    await expect(form?.get('save')).toBe('true')
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'us_offer_save',
      offerId: 'us-cd-12',
      saved: true,
    })
  },
}

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Term deposit at Tavmark Bank' })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Saving: Story = {
  beforeEach: () => {
    mocked(saveOfferAction).mockReturnValue(unanswered(undefined))
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Save/ })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
  },
}
