import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { market } from '../../.storybook/fixtures'
import { PressList } from './press-list'

const release = (index: number) => ({
  slug: `release-${index}`,
  title:
    index === 1
      ? 'Sparportal erreicht 500.000 Kundinnen und Kunden in Deutschland, Österreich und Irland und erweitert sein Angebot um Flexgeld'
      : `Pressemitteilung ${index}`,
  teaser: 'Mehr Auswahl für Sparerinnen und Sparer in ganz Europa.',
  publishedOn: `2026-0${(index % 9) + 1}-15`,
})

const meta = {
  title: 'Content/PressList',
  component: PressList,
  args: {
    releases: { items: [1, 2, 3, 4].map(release), total: 24, page: 2, pageSize: 4 },
    market: market('de-de'),
    pageCount: 6,
    requested: undefined,
  },
} satisfies Meta<typeof PressList>

export default meta
type Story = StoryObj<typeof meta>

export const Releases: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('press-list')).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    await expect(
      canvas.getByRole('navigation', { name: 'Seiten der Pressemitteilungen' }),
    ).toBeVisible()
    await expect(canvas.getByText('15. Februar 2026')).toBeVisible()
  },
}

export const PageAdjusted: Story = {
  args: {
    requested: '99',
    releases: { items: [5, 6].map(release), total: 22, page: 6, pageSize: 4 },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-note')).toHaveTextContent(
      'Seite 99 gibt es nicht; angezeigt wird Seite 6.',
    )
  },
}

export const Empty: Story = {
  args: { releases: { items: [], total: 0, page: 1, pageSize: 4 }, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Noch keine Pressemitteilungen.')).toBeVisible()
  },
}
