import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { BankListSort } from './bank-list-sort'

const meta = {
  title: 'Banks/BankListSort',
  component: BankListSort,
  args: { current: { sort: 'rating', order: 'desc' } },
} satisfies Meta<typeof BankListSort>

export default meta
type Story = StoryObj<typeof meta>

export const ByRating: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Banken sortieren' })).toBeVisible()
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(4)
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page')
    await expect(current).toHaveLength(1)
    await expect(current[0]).toHaveAttribute('href', '/de-de/banks?sort=rating&order=desc')
  },
}
