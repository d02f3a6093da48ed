import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { UploadSender } from '@/lib/documents/upload-outcome'
import { DocumentUpload } from './document-upload'

const pdf = () => new File(['%PDF-1.7\n'], 'passport.pdf', { type: 'application/pdf' })

/** Reports progress in steps, then waits until `release` is called. */
function steppedSender() {
  let release: () => void = () => {}
  const send: UploadSender = async (file, onProgress) => {
    onProgress(0.4)
    await new Promise<void>((resolve) => {
      release = resolve
    })
    onProgress(1)
    return { ok: true, document: { id: 'doc-1', fileName: file.name, size: file.size } }
  }
  return { send, release: () => release() }
}

const meta = {
  title: 'CustomerData/DocumentUpload',
  component: DocumentUpload,
  args: {
    label: 'Ausweisdokument',
    idsName: 'documentIds',
    send: fn<UploadSender>(async (file) => ({
      ok: true,
      document: { id: 'doc-1', fileName: file.name, size: file.size },
    })),
  },
} satisfies Meta<typeof DocumentUpload>

export default meta
type Story = StoryObj<typeof meta>

const stepped = steppedSender()

export const ProgressThenUploaded: Story = {
  args: { send: fn(stepped.send) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Ausweisdokument/), pdf())
    await userEvent.click(canvas.getByRole('button', { name: 'Datei hochladen' }))
    const bar = await canvas.findByRole('progressbar')
    await expect(bar).toHaveAttribute('value', '0.4')
    await expect(canvas.getByText('Wird hochgeladen: 40 %')).toBeVisible()
    stepped.release()
    await expect(await canvas.findByTestId('uploaded-files')).toHaveTextContent('passport.pdf')
  },
}

export const TooLargeRefusedBeforeUpload: Story = {
  play: async ({ canvas, args }) => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    })
    await userEvent.upload(canvas.getByLabelText(/Ausweisdokument/), big)
    await expect(canvas.getByText('Diese Datei ist größer als 10 MB.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Datei hochladen' })).toBeDisabled()
    await expect(args.send).not.toHaveBeenCalled()
  },
}

export const ProgramRefused: Story = {
  args: { send: fn<UploadSender>(async () => ({ ok: false, problem: 'executable_content' })) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Ausweisdokument/), pdf())
    await userEvent.click(canvas.getByRole('button', { name: 'Datei hochladen' }))
    await expect(await canvas.findByText(/ist ein Programm, kein Dokument/)).toBeVisible()
    await expect(canvas.queryByTestId('uploaded-files')).toBeNull()
  },
}

export const ServiceDownKeepsFile: Story = {
  args: { send: fn<UploadSender>(async () => ({ ok: false, problem: 'unavailable' })) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText(/Ausweisdokument/), pdf())
    await userEvent.click(canvas.getByRole('button', { name: 'Datei hochladen' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Hochladen erneut versuchen' }))
    await expect(args.send).toHaveBeenCalledTimes(2)
  },
}

/** The session ended before the upload: said as such, never as a missing right of the role. */
export const SessionEnded: Story = {
  args: { send: fn<UploadSender>(async () => ({ ok: false, problem: 'sessionEnded' })) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Ausweisdokument/), pdf())
    await userEvent.click(canvas.getByRole('button', { name: 'Datei hochladen' }))
    await expect(await canvas.findByText(/Ihre Sitzung ist abgelaufen/)).toBeVisible()
    await expect(canvas.queryByText(/Ihre Rolle/)).toBeNull()
  },
}
