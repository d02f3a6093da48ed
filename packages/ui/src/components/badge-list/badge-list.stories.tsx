import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from '../badge'
import { BadgeList, BadgeListItem } from './badge-list'

const labels = [
  'Top offer',
  'Flexgeld',
  'Structured deposit',
  'Special offer',
  'Sharia account',
  'Rate reducing soon',
  'UK exclusive',
  'Online conclusion',
  'Market leading rate',
  'Fixed investment amount',
  'Consumer test ranking',
  'No withholding tax',
  'No foreign tax',
  'Automatic tax handling',
  'Sustainable deposit',
  'Currency',
  'Easy access',
  'Full online',
]

const meta = {
  title: 'Components/BadgeList',
  component: BadgeList,
  render: (args) => (
    <BadgeList aria-label="Product labels" {...args}>
      <BadgeListItem variant="brand">Top offer</BadgeListItem>
      <BadgeListItem variant="success">No withholding tax</BadgeListItem>
    </BadgeList>
  ),
} satisfies Meta<typeof BadgeList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const ManyLabels: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <BadgeList aria-label="Product labels" {...args}>
        {labels.map((label) => (
          <BadgeListItem key={label}>{label}</BadgeListItem>
        ))}
      </BadgeList>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(18)
  },
}

export const Empty: Story = {
  render: (args) => <BadgeList aria-label="Product labels" {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0)
  },
}

/** An item of the list looks like a Badge of its variant, though the list gives it its shape. */
export const LooksLikeABadge: Story = {
  render: (args) => (
    <div className="space-y-3">
      <Badge variant="brand" data-testid="badge">
        Top offer
      </Badge>
      <BadgeList aria-label="Product labels" {...args}>
        <BadgeListItem variant="brand">Top offer</BadgeListItem>
      </BadgeList>
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = getComputedStyle(canvas.getByTestId('badge'))
    const item = getComputedStyle(canvas.getByRole('listitem'))
    // (display: an item of the flex list is blockified, inline-flex turns flex)
    for (const property of [
      'align-items',
      'border-radius',
      'border-top-width',
      'padding-left',
      'padding-top',
      'font-size',
      'font-weight',
      'background-color',
      'color',
    ] as const) {
      await expect(item.getPropertyValue(property), property).toBe(badge.getPropertyValue(property))
    }
  },
}
