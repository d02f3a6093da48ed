import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { RichText } from './rich-text'

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: {
    html: '<p>Zinsen <strong>monatlich</strong>.</p><ul><li>Ohne Kosten</li></ul><a href="https://example.com" onclick="alert(1)">Mehr</a>',
  },
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

export const Sanitised: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Mehr' })
    await expect(link).not.toHaveAttribute('onclick')
    await expect(canvas.getByText('Ohne Kosten')).toBeVisible()
  },
}
