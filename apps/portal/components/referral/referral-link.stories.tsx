import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, spyOn } from 'storybook/test'
import { ReferralLink } from './referral-link'

const meta = {
  title: 'Referral/ReferralLink',
  component: ReferralLink,
  globals: { locale: 'en-us' },
  args: {
    link: 'https://savings.example/en-us/register?ref=ANNA-7Q2K',
    text: {
      label: 'Your referral link',
      hint: 'Select the link to copy it, or use the button.',
      copy: 'Copy link',
      copied: 'Link copied to the clipboard',
      failed: 'Copying did not work. Select the link and copy it yourself.',
    },
    onTrack: fn(),
  },
} satisfies Meta<typeof ReferralLink>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your referral link' })
    await expect(input).toHaveValue('https://savings.example/en-us/register?ref=ANNA-7Q2K')
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
