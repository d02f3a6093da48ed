import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertTitle } from '../alert/alert'
import { SkeletonGroup } from '../skeleton/skeleton'
import { PressReleaseCard, PressReleaseCardSkeleton } from './press-release-card'

const meta = {
  title: 'Components/PressReleaseCard',
  component: PressReleaseCard,
  args: {
    title: 'Savings portal passes one million customers',
    teaser: 'Customers from twelve markets now save with our partner banks.',
    href: '#release',
    publishedOn: { iso: '2026-10-01', label: '1 October 2026' },
    onTrack: fn(),
    className: 'max-w-md',
  },
  // Story links point at #fragments; keep the test page from navigating when a play clicks them.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PressReleaseCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: args.title as string }))
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'press_release_card_click',
      href: '#release',
    })
  },
}

export const LongText: Story = {
  args: {
    title:
      'New partnership brings fixed-term deposits from Scandinavian banks with guaranteed rates for up to ten years to customers in Germany and Austria',
    teaser:
      'The partnership adds 14 products from three banks. All deposits are protected by the national deposit guarantee schemes up to the statutory limit of 100,000 EUR per customer and bank.',
  },
}

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading press releases" className="max-w-md">
      <PressReleaseCardSkeleton />
    </SkeletonGroup>
  ),
}

export const Empty: Story = {
  render: () => (
    <Alert variant="info">
      <AlertTitle>No press releases yet</AlertTitle>
    </Alert>
  ),
}
