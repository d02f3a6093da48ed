import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertTitle } from '../alert/alert'
import { SkeletonGroup } from '../skeleton/skeleton'
import { MediaTile, MediaTileSkeleton } from './media-tile'

const image =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="%23c7d2fe"/></svg>'

const meta = {
  title: 'Components/MediaTile',
  component: MediaTile,
  args: {
    imageUrl: image,
    imageAlt: 'A family planning their savings',
    heading: 'Save for your children',
    text: 'Put money aside every month with a savings plan.',
    cta: { label: 'Open a savings plan', href: '#plan' },
    onTrack: fn(),
    className: 'max-w-sm',
  },
  // Story links point at #fragments; keep the test page from navigating when a play clicks them.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open a savings plan' }))
    await expect(args.onTrack).toHaveBeenCalledWith({ type: 'media_tile_cta_click', href: '#plan' })
  },
}

export const WithoutCallToAction: Story = { args: { cta: null } }

export const LongText: Story = {
  args: {
    heading: 'Sustainable deposits with banks that finance renewable energy projects across Europe',
    text: 'Every euro you place in a sustainable deposit is lent to projects that reduce carbon emissions, from wind farms to energy-efficient housing. The banks publish an annual impact report.',
    cta: { label: 'Compare sustainable deposits from all partner banks', href: '#green' },
  },
}

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading tiles" className="max-w-sm">
      <MediaTileSkeleton />
    </SkeletonGroup>
  ),
}

export const Empty: Story = {
  render: () => (
    <Alert variant="info">
      <AlertTitle>No content yet</AlertTitle>
    </Alert>
  ),
}
