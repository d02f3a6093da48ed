import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertTitle } from '../alert/alert'
import { Pagination } from './pagination'

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 2,
    pageCount: 3,
    hrefFor: (page: number) => `#page-${page}`,
    labels: {
      navigation: 'Press releases pages',
      previous: 'Previous',
      next: 'Next',
      page: (page: number) => `Page ${page}`,
    },
    onTrack: fn(),
  },
  // Story links point at #fragments; keep the test page from navigating when a play clicks them.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }))
    await expect(args.onTrack).toHaveBeenCalledWith({ type: 'pagination_click', page: 3 })
  },
}

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull()
  },
}

export const ManyPagesWithGaps: Story = {
  args: { page: 10, pageCount: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(7)
  },
}

export const LongLabels: Story = {
  args: {
    labels: {
      navigation: 'Seiten der Pressemitteilungen',
      previous: 'Vorherige Seite der Pressemitteilungen',
      next: 'Nächste Seite der Pressemitteilungen',
      page: (page: number) => `Seite ${page}`,
    },
  },
}

export const SinglePageRendersNothing: Story = {
  args: { page: 1, pageCount: 1 },
  render: (args) => (
    <div>
      <Pagination {...args} />
      <Alert variant="info">
        <AlertTitle>One page only: no pagination is rendered</AlertTitle>
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}
