import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'interactive'] } },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Overnight deposit</CardTitle>
        <CardDescription>Daily access, variable rate.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">2.75%</p>
      </CardContent>
      <CardFooter>
        <button
          type="button"
          className="rounded-md bg-pui-primary px-3 py-2 text-sm text-pui-primary-foreground"
        >
          Open account
        </button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Interactive: Story = {
  args: { variant: 'interactive' },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <a href="#bank-details" className="after:absolute after:inset-0">
            Banca Sistema
          </a>
        </CardTitle>
        <CardDescription>12 months fixed term, Italy</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">3.15%</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Banca Sistema' })).toHaveFocus()
    const card = canvasElement.querySelector('[data-slot="card"]')
    await expect(card).toHaveAttribute('data-variant', 'interactive')
  },
}

export const LongText: Story = {
  render: (args) => (
    <Card {...args} className="max-w-xs">
      <CardHeader>
        <CardTitle>Fixed-term deposit with annual interest payout and early withdrawal</CardTitle>
        <CardDescription>
          Interest is paid annually to your reference account. Early withdrawal is possible with a
          notice period of 30 days and a reduced rate for the elapsed term.
        </CardDescription>
      </CardHeader>
    </Card>
  ),
}
