import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VisuallyHidden } from './visually-hidden'

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Account balance' },
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <button type="button" className="rounded-md border border-pui-input p-2">
      <span aria-hidden="true">€</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Account balance' })
    const hidden = canvas.getByText('Account balance')
    await expect(button).toBeVisible()
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
