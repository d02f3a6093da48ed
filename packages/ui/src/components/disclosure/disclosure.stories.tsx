import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Disclosure, DisclosureContent, DisclosureSummary } from './disclosure'

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: { onToggle: fn() },
  render: (args) => (
    <Disclosure {...args}>
      <DisclosureSummary>Product details</DisclosureSummary>
      <DisclosureContent>
        <p>Early termination is not possible. Interest is paid at maturity.</p>
      </DisclosureContent>
    </Disclosure>
  ),
} satisfies Meta<typeof Disclosure>

export default meta
type Story = StoryObj<typeof meta>

/** The triangle before the summary (drawn by CSS) points right when closed, down when open. */
const triangleOf = (summary: HTMLElement) => getComputedStyle(summary, '::before')

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Early termination/)).not.toBeVisible()
    const triangle = triangleOf(canvas.getByText('Product details'))
    await expect(triangle.borderLeftWidth).not.toBe('0px')
    await expect(triangle.rotate).toBe('none')
  },
}

export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(triangleOf(canvas.getByText('Product details')).rotate).toBe('90deg'),
    )
  },
}

export const TogglesOnClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByText('Product details')).toHaveFocus()
    await userEvent.click(canvas.getByText('Product details'))
    await waitFor(() => expect(canvas.getByText(/Early termination/)).toBeVisible())
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledTimes(1))
  },
}

export const LongSummaryWraps: Story = {
  render: (args) => (
    <div className="max-w-xs">
      <Disclosure {...args}>
        <DisclosureSummary>
          Bank details of Sparkasse Oberösterreich-Niederbayern Genossenschaftsbank eG
        </DisclosureSummary>
        <DisclosureContent>Deposit guarantee up to EUR 100,000.</DisclosureContent>
      </Disclosure>
    </div>
  ),
}
