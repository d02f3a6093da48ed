import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { InputNotes } from './input-notes'

const meta = {
  title: 'Offers/InputNotes',
  component: InputNotes,
  args: {
    notes: [
      { param: 'amount', reason: 'clamped' },
      { param: 'term', reason: 'ignored' },
      { param: 'compare', reason: 'tooMany' },
      { param: 'page', reason: 'pageClamped' },
      // Duplicates are shown once.
      { param: 'amount', reason: 'clamped' },
    ],
  },
} satisfies Meta<typeof InputNotes>

export default meta
type Story = StoryObj<typeof meta>

export const ClampedAndIgnored: Story = {
  play: async ({ canvas }) => {
    const notes = await canvas.findByTestId('input-notes')
    await expect(notes).toHaveTextContent('Einige Angaben in der Adresse wurden nicht verwendet')
    await expect(within(notes).getAllByRole('listitem')).toHaveLength(4)
    await expect(
      within(notes).getByText('Anlagebetrag: Der Wert war zu groß und wurde begrenzt.'),
    ).toBeVisible()
  },
}

export const HiddenFilterInEnglish: Story = {
  globals: { locale: 'en-gb' },
  args: { notes: [{ param: 'fx', reason: 'hidden' }] },
  play: async ({ canvas }) => {
    const notes = await canvas.findByTestId('input-notes')
    await expect(within(notes).getAllByRole('listitem')).toHaveLength(1)
  },
}

export const NoNotes: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="input-notes"]')).toBeNull()
  },
}
