import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'Components/Button',
  component: Button,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  args: { children: 'Open savings account', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'select',
      options: ['sm', 'md', 'lg', 'icon'],
      table: { defaultValue: { summary: 'md' } },
    },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open savings account' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Close account
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add">
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
          <path d="M12 5v14M5 12h14" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
    </div>
  ),
}

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsChild: Story = {
  args: { asChild: true, children: <a href="#offers">See offers</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See offers' })
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(link).toHaveAttribute('data-variant', 'primary')
  },
}

export const AsChildDisabled: Story = {
  args: {
    asChild: true,
    disabled: true,
    onClick: fn(),
    children: <a href="#offers">See offers</a>,
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'See offers' })
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await expect(link).toHaveAttribute('data-disabled')
    await userEvent.click(link)
    await expect(args.onClick).not.toHaveBeenCalled()
    await expect(window.location.hash).not.toBe('#offers')
  },
}

export const AsChildLoading: Story = {
  args: { asChild: true, loading: true, children: <a href="#offers">See offers</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See offers' })
    await expect(link).toHaveAttribute('aria-busy', 'true')
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await expect(link.querySelector('[data-slot="button-spinner"]')).not.toBeNull()
  },
}

export const UnknownVariantFallsBack: Story = {
  // A value from outside the type (a CMS field, a typo) renders as the default variant
  args: { variant: 'shouting' as 'primary', children: 'Open an account' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open an account' })
    await expect(button).toHaveAttribute('data-variant', 'primary')
    await expect(button.className).toContain('bg-pui-primary')
  },
}

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    const button = canvas.getByRole('button')
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const LongText: Story = {
  args: {
    children: 'Transfer the full balance of your fixed-term deposit to your reference account',
  },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} className="h-auto min-h-10 py-2 whitespace-normal" />
    </div>
  ),
}
