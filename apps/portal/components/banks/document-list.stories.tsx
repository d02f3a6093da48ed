import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { DocumentList } from './document-list'

const meta = {
  title: 'Banks/DocumentList',
  component: DocumentList,
  args: {
    emptyText: 'Keine',
    documents: [
      {
        id: 'logo_url',
        type: 'ATTACHMENT',
        mediaType: 'image/png',
        title: 'Logo',
        url: '/assets/banks/nordhafen-bank/logo.png',
      },
      {
        id: 'description_document',
        type: 'ATTACHMENT',
        mediaType: 'application/pdf',
        title: 'Informationsbogen für den Einleger',
        url: '/assets/documents/info.pdf',
      },
    ],
  },
} satisfies Meta<typeof DocumentList>

export default meta
type Story = StoryObj<typeof meta>

export const Documents: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link')
    // The logo is shown as the logo, not listed.
    await expect(links).toHaveLength(1)
    await expect(links[0]).toHaveAttribute('href', '/de-de/assets/documents/info.pdf')
  },
}

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine')).toBeVisible()
  },
}
