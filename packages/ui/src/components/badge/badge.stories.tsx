import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from './badge'

const variants = ['neutral', 'brand', 'success', 'warning', 'danger', 'info', 'outline'] as const

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New offer' },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('success')).toHaveAttribute('data-variant', 'success')
  },
}

export const WithIcon: Story = {
  args: { variant: 'success' },
  render: (args) => (
    <Badge {...args}>
      <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor">
        <path d="m3 8 3 3 7-7" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Deposit guarantee
    </Badge>
  ),
}

export const LongText: Story = {
  args: { children: 'Protected by the national deposit guarantee scheme up to 100,000 EUR' },
  render: (args) => (
    <div className="max-w-48">
      <Badge {...args} className="whitespace-normal" />
    </div>
  ),
}
