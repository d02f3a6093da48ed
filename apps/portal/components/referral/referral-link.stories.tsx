import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, spyOn } from 'storybook/test'
import { referralLink } from '@/lib/referral/referral-link'
import { ReferralLink } from './referral-link'

const personalLink = referralLink('https://savings.example', 'en-us', 'K7M2QX9PRT')

const meta = {
  title: 'Referral/ReferralLink',
  component: ReferralLink,
  globals: { locale: 'en-us' },
  args: {
    link: personalLink,
    text: {
      label: 'Your referral link',
      hint: 'Select the link to copy it, or use the button.',
      copy: 'Copy link',
      copied: 'Link copied to the clipboard',
      failed: 'Copying did not work. Select the link and copy it yourself.',
      unavailable: 'Your referral link could not be loaded. Please try again later.',
    },
    onTrack: fn(),
  },
} satisfies Meta<typeof ReferralLink>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your referral link' })
    await expect(input).toHaveValue('https://savings.example/en-us/register?ref=K7M2QX9PRT')
    await expect(input).toHaveAttribute('readonly')
    await expect(canvas.getByTestId('copy-status')).toBeEmptyDOMElement()
  },
}

export const Copied: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    return () => spy.mockRestore()
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(canvas.getByTestId('copy-status')).toHaveTextContent(
      'Link copied to the clipboard',
    )
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.link)
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'referral_link_copy',
      outcome: 'copied',
    })
  },
}

export const CopyFailed: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    return () => spy.mockRestore()
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(canvas.getByTestId('copy-status')).toHaveTextContent('Copying did not work.')
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'referral_link_copy',
      outcome: 'failed',
    })
  },
}

export const Unavailable: Story = {
  args: { link: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('referral-link-unavailable')).toHaveTextContent(
      'Your referral link could not be loaded.',
    )
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
