import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { TabLink, TabLinks } from './tab-links'

const tabs = [
  { href: '#term', label: 'Term deposit' },
  { href: '#flexgeld', label: 'Flexgeld' },
  { href: '#overnight', label: 'Overnight' },
  { href: '#notice', label: 'Notice account' },
  { href: '#invest', label: 'Wealth management' },
  { href: '#pension', label: 'Interest portfolio' },
]

const meta = {
  title: 'Components/TabLinks',
  component: TabLinks,
  args: { variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
  render: (args) => (
    <nav aria-label="Products">
      <TabLinks {...args}>
        {tabs.map((tab, index) => (
          <TabLink key={tab.href} href={tab.href} current={index === 0}>
            {tab.label}
          </TabLink>
        ))}
      </TabLinks>
    </nav>
  ),
} satisfies Meta<typeof TabLinks>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Term deposit' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Flexgeld' })).not.toHaveAttribute('aria-current')
  },
}

export const Pill: Story = { args: { variant: 'pill' } }

export const LongLabelsWrap: Story = {
  render: (args) => (
    <nav aria-label="Products" className="max-w-xs">
      <TabLinks {...args}>
        <TabLink href="#a" current>
          Fixed-term deposits from European partner banks
        </TabLink>
        <TabLink href="#b">Pension and interest portfolio</TabLink>
      </TabLinks>
    </nav>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('link', { name: /European partner banks/ })
    await expect(getComputedStyle(tab).whiteSpace).toBe('normal')
  },
}

export const KeyboardReachable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Term deposit' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Flexgeld' })).toHaveFocus()
  },
}
