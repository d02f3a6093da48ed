import type { Meta, StoryObj } from '@storybook/react-vite'
import type * as React from 'react'
import { expect, userEvent } from 'storybook/test'
import { Link } from './link'

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#offers', children: 'Compare savings offers' },
  argTypes: { variant: { control: 'select', options: ['default', 'subtle', 'nav'] } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Link {...args} variant="default">
        Default link
      </Link>
      <p className="text-sm">
        Read the{' '}
        <Link {...args} variant="subtle">
          deposit guarantee information
        </Link>{' '}
        before you invest.
      </p>
      <nav aria-label="Main" className="flex gap-2">
        <Link {...args} variant="nav" aria-current="page">
          Overview
        </Link>
        <Link {...args} variant="nav">
          Fixed term
        </Link>
        <Link {...args} variant="nav">
          Overnight
        </Link>
      </nav>
    </div>
  ),
}

export const External: Story = {
  args: {
    href: 'https://example.com/deposit-guarantee',
    external: true,
    externalLabel: 'opens in a new tab',
    children: 'Deposit guarantee scheme',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Deposit guarantee scheme (opens in a new tab)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

function RouterLink({ children, ...props }: React.ComponentProps<'a'>) {
  return (
    <a data-router="true" {...props}>
      {children}
    </a>
  )
}

export const AsChild: Story = {
  render: (args) => (
    <Link variant={args.variant} asChild>
      <RouterLink href="#account">My account</RouterLink>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'My account' })
    await expect(link).toHaveAttribute('data-router', 'true')
    await expect(link).toHaveAttribute('data-slot', 'link')
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link')).toHaveFocus()
  },
}

export const LongText: Story = {
  args: {
    children:
      'Read the full pre-contractual information for the fixed-term deposit of our partner bank',
  },
  render: (args) => (
    <p className="max-w-xs">
      <Link {...args} className="inline" />
    </p>
  ),
}
