import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { PartnerLanguage } from './partner-language'

const meta = {
  title: 'Content/PartnerLanguage',
  component: PartnerLanguage,
  args: {
    language: 'en',
    pageTag: 'de-CH',
    note: (language: string) => `Die Bank stellt diesen Text nur auf ${language} bereit.`,
    children: <p>Founded in 1871.</p>,
  },
} satisfies Meta<typeof PartnerLanguage>

export default meta
type Story = StoryObj<typeof meta>

/** An English partner text on a German page: marked lang="en", with a note naming English. */
export const EnglishOnGermanPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText('Founded in 1871.')
    await expect(text.closest('[lang]')).toHaveAttribute('lang', 'en')
    await expect(
      canvas.getByText('Die Bank stellt diesen Text nur auf Englisch bereit.'),
    ).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-testid="untranslated-text"]')).toHaveLength(
      1,
    )
  },
}

/** A text in the page's language stays as it is, without a note. */
export const InPageLanguage: Story = {
  args: { language: 'de', pageTag: 'de-AT' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="untranslated-text"]')).toBeNull()
    await expect(canvasElement.querySelector('[lang="de"]')).toBeNull()
  },
}

/** No language from the bank: the page's own language, no note. */
export const LanguageNotSent: Story = {
  args: { language: undefined, pageTag: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="untranslated-text"]')).toBeNull()
  },
}
