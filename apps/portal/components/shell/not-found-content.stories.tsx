import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { NotFoundContent } from './not-found-content'

const meta = {
  title: 'Shell/NotFoundContent',
  component: NotFoundContent,
  args: { basePath: '/de-de' },
} satisfies Meta<typeof NotFoundContent>

export default meta
type Story = StoryObj<typeof meta>

export const German: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    )
    await expect(canvas.getByRole('link', { name: 'Zu den Sparangeboten' })).toHaveAttribute(
      'href',
      '/de-de',
    )
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const English: Story = {
  globals: { locale: 'en-us' },
  args: { basePath: '/en-us' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links[0]).toHaveAttribute('href', '/en-us')
    await expect(links.at(-1)).toHaveAttribute('href', '/en-us/refer-a-friend')
  },
}

/** On a country host the links carry no locale. */
export const CountryHost: Story = {
  args: { basePath: '' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links[0]).toHaveAttribute('href', '/')
    await expect(links.at(-1)).toHaveAttribute('href', '/refer-a-friend')
  },
}
