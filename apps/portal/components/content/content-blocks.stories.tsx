import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { ContentBlockView } from './content-blocks'

const tile = (heading: string, cta: { label: string; href: string } | null) => ({
  imageUrl: '/assets/banks/nordhafen-bank/logo.svg',
  imageAlt: `Illustration: ${heading}`,
  heading,
  text: 'Breit gestreut anlegen, ab 5.000 € und ohne Ausgabeaufschlag.',
  cta,
})

const meta = {
  title: 'Content/ContentBlocks',
  component: ContentBlockView,
  args: {
    first: true,
    links: { locale: 'de-de', countryHost: false, siteOrigin: 'http://localhost:3000' },
    block: {
      type: 'hero',
      heading: 'Vermögensverwaltung für alle',
      text: 'Ihr Geld in einem weltweit gestreuten Portfolio, verwaltet von Profis.',
      cta: { label: 'Jetzt starten', href: '/register' },
    },
  },
} satisfies Meta<typeof ContentBlockView>

export default meta
type Story = StoryObj<typeof meta>

export const HeroAsPageHeading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vermögensverwaltung für alle',
    )
    await expect(canvas.getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute(
      'href',
      '/de-de/register',
    )
  },
}

export const HeroLaterWithoutCta: Story = {
  args: {
    first: false,
    block: { type: 'hero', heading: 'Zinsportfolio', text: 'Laufzeiten kombinieren.', cta: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Zinsportfolio')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const MediaTiles: Story = {
  args: {
    block: {
      type: 'media_tiles',
      tiles: [
        tile('Weltweit gestreut', { label: 'Mehr erfahren', href: '/vermoegensverwaltung' }),
        tile('Nachhaltig anlegen', { label: 'Zu den Portfolios', href: 'https://example.com/esg' }),
        tile('Ohne Link', null),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    await expect(canvas.getByRole('img', { name: 'Illustration: Weltweit gestreut' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Mehr erfahren/ })).toHaveAttribute(
      'href',
      '/de-de/vermoegensverwaltung',
    )
  },
}

export const ClickableCards: Story = {
  args: {
    block: {
      type: 'clickable_cards',
      cards: [
        { heading: 'Festgeld', text: 'Feste Zinsen, feste Laufzeit.', href: '/deposits/term' },
        { heading: 'Tagesgeld', text: 'Täglich verfügbar.', href: '/deposits/overnight' },
        // Unsafe targets are dropped.
        { heading: 'Kaputt', text: 'Wird nicht gezeigt.', href: 'javascript:alert(1)' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(2)
    await expect(links[0]).toHaveAttribute('href', '/de-de/deposits/term')
    await expect(canvas.queryByText('Kaputt')).toBeNull()
  },
}

export const RichText: Story = {
  args: {
    block: {
      type: 'rich_text',
      html: '<h2>Wie es funktioniert</h2><ol><li>Konto eröffnen</li><li>Geld überweisen</li></ol><script>alert(1)</script>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Wie es funktioniert' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}

/** Inside a section of another page (the home page's highlights): tiles carry h3 headings. */
export const MediaTilesInASection: Story = {
  args: {
    first: false,
    headingLevel: 3,
    block: {
      type: 'media_tiles',
      tiles: [tile('Ein Konto, viele Banken', { label: 'So funktioniert es', href: '/about' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ein Konto, viele Banken',
    )
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
    await expect(canvas.getByRole('link', { name: /So funktioniert es/ })).toHaveAttribute(
      'href',
      '/de-de/about',
    )
  },
}
