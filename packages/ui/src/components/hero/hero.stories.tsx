import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from '../alert/alert'
import { SkeletonGroup } from '../skeleton/skeleton'
import { Hero, HeroSkeleton } from './hero'

const meta = {
  title: 'Components/Hero',
  component: Hero,
  args: {
    heading: 'Wealth management that fits your goals',
    text: 'Invest in a globally diversified portfolio from 5,000 EUR.',
    cta: { label: 'Start investing', href: '#start' },
    onTrack: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['brand', 'plain'] } },
  // Story links point at #fragments; keep the test page from navigating when a play clicks them.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Start investing' }))
    await expect(args.onTrack).toHaveBeenCalledWith({ type: 'hero_cta_click', href: '#start' })
  },
}

export const Plain: Story = { args: { variant: 'plain' } }

export const WithoutCallToAction: Story = { args: { cta: null, text: undefined } }

export const LongText: Story = {
  args: {
    heading:
      'Interest portfolio: a broadly diversified pension investment with daily availability and low costs for every saver',
    text: 'Our interest portfolio spreads your savings across money-market and bond funds from several issuers. It is rebalanced automatically, costs 0.39 % a year and can be withdrawn on any business day without notice or penalty.',
    cta: { label: 'Learn how the interest portfolio works and open it online', href: '#more' },
  },
}

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading page">
      <HeroSkeleton />
    </SkeletonGroup>
  ),
}

export const ErrorState: Story = {
  render: () => (
    <Alert variant="danger">
      <AlertTitle>Something went wrong</AlertTitle>
      <AlertDescription>
        We could not load this page. Please try again in a moment.
      </AlertDescription>
    </Alert>
  ),
}
