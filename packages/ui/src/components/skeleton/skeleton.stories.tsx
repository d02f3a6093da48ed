import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton, SkeletonGroup } from './skeleton'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <Skeleton {...args} />
    </div>
  ),
}

export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Skeleton variant="line" />
      <Skeleton variant="block" />
      <Skeleton variant="circle" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('[data-slot="skeleton"]')
    await expect(skeletons).toHaveLength(3)
    for (const skeleton of skeletons) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    }
  },
}

export const LoadingCard: Story = {
  render: () => (
    <SkeletonGroup
      label="Loading offers"
      className="max-w-sm rounded-xl border border-pui-border p-5"
    >
      <div className="flex items-center gap-3">
        <Skeleton variant="circle" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="w-2/3" />
          <Skeleton className="w-1/3" />
        </div>
      </div>
      <Skeleton variant="block" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Loading offers')
  },
}

export const ManyRows: Story = {
  render: () => (
    <SkeletonGroup label="Loading transactions" className="max-w-lg">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder list
        <Skeleton key={index} className={index % 2 ? 'w-4/5' : 'w-full'} />
      ))}
    </SkeletonGroup>
  ),
}
