import type { DepotDocument } from '@portal/api-clients/contracts/documents'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { NotificationList } from '@/components/postbox/notification-list'
import { NotificationsLink } from '@/components/postbox/notifications-link'
import { DocumentFilterForm } from './document-filter-form'
import { DocumentTable } from './document-table'

const document = (index: number, overrides: Partial<DepotDocument> = {}): DepotDocument => ({
  id: `doc-${index}`,
  type: 'interest_statement',
  year: 2026,
  title: `Zinsabrechnung ${index}`,
  fileName: `zinsabrechnung-${index}.pdf`,
  mediaType: 'application/pdf',
  size: 12_000,
  createdAt: '2026-06-30T12:00:00Z',
  source: 'BANK',
  ...overrides,
})

const meta = {
  title: 'CustomerData/Documents',
  component: DocumentTable,
  args: {
    documents: [
      document(1),
      document(2, { type: 'tax_summary', title: 'Steuerbescheinigung 2025', year: 2025 }),
    ],
    downloadHref: (id: string) => `/de-de/documents/${id}/download`,
  },
} satisfies Meta<typeof DocumentTable>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('document')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'zinsabrechnung-1.pdf' })).toHaveAttribute(
      'href',
      '/de-de/documents/doc-1/download',
    )
  },
}

export const Many: Story = {
  args: {
    documents: Array.from({ length: 30 }, (_, index) =>
      document(index + 1, { fileName: `${'sehr-langer-dateiname-'.repeat(4)}${index}.pdf` }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('document')).toHaveLength(30)
  },
}

/** A 390 px phone: type and date under the title, the download link in view. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: '390 px phone', styles: { width: '390px', height: '780px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'zinsabrechnung-1.pdf' })
    await expect(link).toBeVisible()
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('documents-empty')).toBeVisible()
  },
}

export const Filter: Story = {
  render: () => (
    <DocumentFilterForm filter={{ type: 'tax_summary', year: 2025 }} years={[2026, 2025, 2024]} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Art')).toHaveValue('tax_summary')
    await expect(canvas.getByLabelText('Jahr')).toHaveValue('2025')
  },
}

export const Notifications: Story = {
  render: () => (
    <NotificationList
      basePath="/de-de"
      notifications={[
        {
          id: 'n1',
          type: 'message_received',
          title: 'Neue Nachricht',
          text: 'Sie haben Post.',
          createdAt: '2026-11-20T09:30:00Z',
          read: false,
          link: '/postbox/messages',
        },
        {
          id: 'n2',
          type: 'password_changed',
          title: 'Passwort geändert',
          text: '<b>nicht fett</b>',
          createdAt: '2026-11-19T09:30:00Z',
          read: true,
          link: null,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Neue Nachricht' })).toHaveAttribute(
      'href',
      '/de-de/postbox/messages',
    )
    await expect(canvas.getByText('<b>nicht fett</b>')).toBeVisible()
  },
}

export const HeaderLink: Story = {
  render: () => <NotificationsLink href="/de-de/notifications" unread={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('3 ungelesene Benachrichtigungen')
  },
}
