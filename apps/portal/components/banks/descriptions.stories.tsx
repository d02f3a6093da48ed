import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { Descriptions } from './descriptions'

const meta = {
  title: 'Banks/Descriptions',
  component: Descriptions,
  args: {
    items: [
      {
        id: 'about',
        type: 'STRING_HTML',
        value:
          '<p>Die <a href="https://example.com">Nordhafen Bank</a> ist seit 1872 tätig.</p><img src="x" onerror="alert(1)">',
      },
      { id: 'plain', type: 'STRING_PLAIN', value: 'Erste Zeile\nZweite Zeile' },
    ],
  },
} satisfies Meta<typeof Descriptions>

export default meta
type Story = StoryObj<typeof meta>

export const HtmlAndPlain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Nordhafen Bank' })).toBeVisible()
    await expect(canvas.getByText(/Erste Zeile/)).toBeVisible()
    await expect(canvasElement.querySelector('[onerror]')).toBeNull()
  },
}
