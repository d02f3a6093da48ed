import type { PostboxMessage } from '@portal/api-clients/contracts/postbox'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import type { MessageRow } from '@/lib/postbox/postbox-view'
import { ComposeForm } from './compose-form'
import { MessageList } from './message-list'
import { MessageThread } from './message-thread'

const xss = '<img src=x onerror="document.body.dataset.pwned=1">'

const row = (index: number, overrides: Partial<MessageRow> = {}): MessageRow => ({
  id: `m-${index}`,
  threadId: `t-${index}`,
  folder: 'inbox',
  from: 'BANK',
  subject: `Zinsabrechnung ${index}`,
  sentAt: '2026-11-20T09:30:00Z',
  read: index % 2 === 0,
  attachmentCount: index % 3,
  ...overrides,
})

const thread: PostboxMessage[] = [
  {
    id: 'm-1',
    threadId: 't-1',
    folder: 'inbox',
    from: 'BANK',
    subject: 'Willkommen',
    sentAt: '2026-11-20T09:30:00Z',
    read: false,
    attachments: [
      { id: 'doc-1', fileName: 'bedingungen.pdf', mediaType: 'application/pdf', size: 2048 },
    ],
    body: {
      type: 'STRING_HTML',
      value: `<p>Hallo <strong>Erika</strong></p>${xss}<script>document.body.dataset.pwned=1</script>`,
    },
  },
  {
    id: 'm-2',
    threadId: 't-1',
    folder: 'sent',
    from: 'CUSTOMER',
    subject: `Re: ${xss}`,
    sentAt: '2026-11-21T10:00:00Z',
    read: true,
    attachments: [],
    body: { type: 'STRING_PLAIN', value: `Danke!\n${xss}` },
  },
]

const meta = {
  title: 'CustomerData/Postbox',
  component: MessageList,
  args: {
    items: [row(1), row(2), row(3, { from: 'CUSTOMER', folder: 'sent' })],
    threadHref: (id: string) => `/de-de/postbox/messages?thread=${id}`,
  },
} satisfies Meta<typeof MessageList>

export default meta
type Story = StoryObj<typeof meta>

export const Inbox: Story = {
  play: async ({ canvas }) => {
    const messages = canvas.getAllByTestId('message')
    await expect(messages).toHaveLength(3)
    await expect(messages[0]).toHaveTextContent('Ungelesen: Zinsabrechnung 1')
    await expect(messages[1]).not.toHaveTextContent('Ungelesen')
  },
}

export const Many: Story = {
  args: { items: Array.from({ length: 40 }, (_, index) => row(index + 1)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('message')).toHaveLength(40)
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('postbox-empty')).toBeVisible()
  },
}

export const ThreadWithHostileTexts: Story = {
  render: () => (
    <MessageThread messages={thread} attachmentHref={(id) => `/de-de/documents/${id}/download`} />
  ),
  play: async ({ canvas }) => {
    const [bank, customer] = canvas.getAllByTestId('thread-message')
    await expect(bank?.querySelector('strong')).toHaveTextContent('Erika')
    await expect(bank?.querySelector('img[onerror], script')).toBeNull()
    await expect(customer).toHaveTextContent(xss)
    await expect(document.body.dataset.pwned).toBeUndefined()
    await expect(canvas.getByRole('link', { name: 'bedingungen.pdf' })).toHaveAttribute('download')
  },
}

const composeAction = fn<DataFormAction>(async (_state, data) => ({
  ...emptyDataFormState,
  values: { subject: String(data.get('subject')), text: String(data.get('text')) },
  formError: 'unavailable',
}))

export const ComposeServiceDownKeepsText: Story = {
  render: () => <ComposeForm action={composeAction} basePath="/de-de" />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Betreff/), 'Frage zur Zinsabrechnung')
    await userEvent.type(canvas.getByLabelText(/Ihre Nachricht/), 'Guten Tag, …')
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }))
    await expect(await canvas.findByTestId('form-error')).toBeVisible()
    await expect(canvas.getByLabelText(/Betreff/)).toHaveValue('Frage zur Zinsabrechnung')
    await expect(canvas.getByLabelText(/Ihre Nachricht/)).toHaveValue('Guten Tag, …')
  },
}

const neverCalled = fn<DataFormAction>(async () => ({ ...emptyDataFormState, done: true }))

/** A file chosen but not uploaded is not dropped silently: sending waits and says why. */
export const ComposeRefusesUnsentFile: Story = {
  render: () => <ComposeForm action={neverCalled} basePath="/de-de" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/Betreff/), 'Kontoauszug')
    await userEvent.type(canvas.getByLabelText(/Ihre Nachricht/), 'Anbei der Auszug.')
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    await userEvent.upload(input, new File(['%PDF-1.4'], 'auszug.pdf', { type: 'application/pdf' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }))
    await expect(await canvas.findByTestId('attachment-not-uploaded')).toHaveTextContent(
      'noch nicht hochgeladen',
    )
    await expect(neverCalled).not.toHaveBeenCalled()
    await expect(canvas.getByLabelText(/Betreff/)).toHaveValue('Kontoauszug')
  },
}
