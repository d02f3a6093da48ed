import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertTitle } from '../alert/alert'
import { SkeletonGroup } from '../skeleton/skeleton'
import { ClickableCard, ClickableCardSkeleton } from './clickable-card'

const meta = {
  title: 'Components/ClickableCard',
  component: ClickableCard,
  args: {
    heading: 'Overnight deposits',
    text: 'Daily access to your money at a variable rate.',
    href: '#overnight',
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
} satisfies Meta<typeof ClickableCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    const link = canvas.getByRole('link', { name: 'Overnight deposits' })
    await expect(link).toHaveFocus()
    await userEvent.click(link)
    await expect(args.onTrack).toHaveBeenCalledWith({
      type: 'clickable_card_click',
      href: '#overnight',
    })
  },
}

export const WithFooter: Story = {
  args: { footer: <p className="text-2xl font-semibold tabular-nums">3.15%</p> },
}

export const LongText: Story = {
  args: {
    heading: 'Notice accounts with a 33-day notice period and a rate guaranteed for twelve months',
    text: 'Give notice at any time; the money arrives on your reference account after the notice period. Interest is paid quarterly and the rate cannot fall during the first year.',
  },
}

/** A German compound in a 240 px grid whose track sizes to its content (a 280 px phone less the
 * page padding): the heading breaks inside the word rather than widening the card. */
export const LongWordNarrowContainer: Story = {
  args: {
    heading: 'Vermögensverwaltungsgesellschaften',
    text: 'Weltweit gestreut anlegen, ab 25 Euro im Monat.',
    className: undefined,
  },
  decorators: [
    (Story) => (
      <div className="grid w-[240px]" data-testid="narrow-column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('narrow-column')
    const card = column.querySelector('[data-component="clickable-card"]')
    await expect(card?.scrollWidth).toBeLessThanOrEqual(240)
    await expect(column.scrollWidth).toBeLessThanOrEqual(240)
  },
}

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading cards" className="max-w-sm">
      <ClickableCardSkeleton />
    </SkeletonGroup>
  ),
}

export const Empty: Story = {
  render: () => (
    <Alert variant="info">
      <AlertTitle>No products to show</AlertTitle>
    </Alert>
  ),
}
