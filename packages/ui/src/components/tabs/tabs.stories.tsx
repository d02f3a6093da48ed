import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const products = [
  { value: 'term', label: 'Term deposit', text: 'Fixed interest for a fixed term.' },
  { value: 'flex', label: 'Flexgeld', text: 'Fixed interest, early access.' },
  { value: 'overnight', label: 'Overnight', text: 'Daily access to your money.' },
  { value: 'notice', label: 'Notice account', text: 'Higher rates with a notice period.' },
]

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  args: { defaultValue: 'term', variant: 'line' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['line', 'pill'],
      table: { defaultValue: { summary: 'line' } },
    },
    orientation: { table: { defaultValue: { summary: 'horizontal' } } },
    activationMode: { table: { defaultValue: { summary: 'automatic' } } },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Savings products">
        {products.map((product) => (
          <TabsTrigger key={product.value} value={product.value}>
            {product.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {products.map((product) => (
        <TabsContent key={product.value} value={product.value}>
          <p>{product.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}

export const Pill: Story = { args: { variant: 'pill' } }

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const term = canvas.getByRole('tab', { name: 'Term deposit' })
    await expect(term).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const flex = canvas.getByRole('tab', { name: 'Flexgeld' })
    await expect(flex).toHaveFocus()
    await expect(flex).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fixed interest, early access.')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Notice account' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowRight}')
    await expect(term).toHaveAttribute('aria-selected', 'true')
  },
}

export const ClickToSwitch: Story = {
  args: { variant: 'pill' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Overnight' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daily access to your money.')
  },
}

export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Savings products">
        <TabsTrigger value="term">Term deposit</TabsTrigger>
        <TabsTrigger value="notice" disabled>
          Notice account
        </TabsTrigger>
      </TabsList>
      <TabsContent value="term">Fixed interest for a fixed term.</TabsContent>
      <TabsContent value="notice">Higher rates with a notice period.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Notice account' })).toBeDisabled()
  },
}

export const LongLabelsWrap: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <Tabs {...args}>
        <TabsList aria-label="Products">
          <TabsTrigger value="term">Fixed-term deposits from European partner banks</TabsTrigger>
          <TabsTrigger value="pension">Pension and interest portfolio</TabsTrigger>
        </TabsList>
        <TabsContent value="term">Offers</TabsContent>
        <TabsContent value="pension">Portfolio</TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: /European partner banks/ })
    await expect(getComputedStyle(tab).whiteSpace).toBe('normal')
  },
}

export const Vertical: Story = {
  args: { orientation: 'vertical', variant: 'pill' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Term deposit' }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('tab', { name: 'Flexgeld' })).toHaveFocus()
  },
}

export const EmptyPanel: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="notice">
      <TabsList aria-label="Savings products">
        <TabsTrigger value="term">Term deposit</TabsTrigger>
        <TabsTrigger value="notice">Notice account</TabsTrigger>
      </TabsList>
      <TabsContent value="term">
        <p>Fixed interest for a fixed term.</p>
      </TabsContent>
      <TabsContent value="notice">
        <p className="text-pui-muted-foreground">No notice accounts are offered in your country.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Notice account' })).toHaveTextContent(
      'No notice accounts are offered',
    )
  },
}

export const LoadingPanel: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Savings products">
        <TabsTrigger value="term">Term deposit</TabsTrigger>
        <TabsTrigger value="flex">Flexgeld</TabsTrigger>
      </TabsList>
      <TabsContent value="term">
        <SkeletonGroup label="Loading term deposits" className="flex flex-col gap-2">
          <Skeleton className="w-3/4" />
          <Skeleton className="w-1/2" />
        </SkeletonGroup>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Term deposit' })
    await expect(panel).toHaveTextContent('Loading term deposits')
  },
}
