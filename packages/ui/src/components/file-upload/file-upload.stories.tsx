import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { FileUpload, UploadProgress } from './file-upload'

const pdf = () => new File(['%PDF-1.7\n'], 'passport.pdf', { type: 'application/pdf' })

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  parameters: {
    docs: {
      description: {
        component:
          'Choose a file and upload it with a progress bar. The caller checks the file (`onChoose`, then `error` and `blocked`) and sends it (`onUpload`, then `progress`); all text comes in as props.',
      },
    },
  },
  args: {
    label: 'Identity document',
    hint: 'PDF, JPG or PNG, up to 10 MB.',
    accept: '.pdf,.jpg,.jpeg,.png',
    uploadLabel: 'Upload file',
    progressLabel: (percent: number) => `Uploading: ${percent} %`,
    onUpload: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof FileUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Upload file' })
    await expect(button).toBeDisabled()
    await userEvent.upload(canvas.getByLabelText('Identity document'), pdf())
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'passport.pdf' }),
    )
    await userEvent.click(button)
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'passport.pdf' }),
    )
  },
}

export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading: 40 %' })
    await expect(bar).toHaveAttribute('value', '0.4')
    await expect(canvas.getByRole('button', { name: 'Upload file' })).toBeDisabled()
  },
}

export const Refused: Story = {
  args: { error: 'This file is larger than 10 MB.', blocked: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Identity document')
    await userEvent.upload(input, pdf())
    await expect(input).toBeInvalid()
    await expect(canvas.getByRole('button', { name: 'Upload file' })).toBeDisabled()
    await expect(args.onUpload).not.toHaveBeenCalled()
  },
}

/** The caller's side: progress while sending, then the uploaded file listed under the control. */
function UploadFlow() {
  const [progress, setProgress] = useState<number | null>(null)
  const [done, setDone] = useState<string[]>([])
  return (
    <FileUpload
      label="Identity document"
      uploadLabel="Upload file"
      progressLabel={(percent) => `Uploading: ${percent} %`}
      progress={progress}
      onUpload={(file) => {
        setProgress(0.5)
        setTimeout(() => {
          setProgress(null)
          setDone((names) => [...names, file.name])
        }, 50)
      }}
    >
      {done.length > 0 ? (
        <ul className="text-sm" data-testid="uploaded-files">
          {done.map((name) => (
            <li key={name}>{`Uploaded: ${name}`}</li>
          ))}
        </ul>
      ) : null}
    </FileUpload>
  )
}

export const UploadedAfterProgress: Story = {
  render: () => <UploadFlow />,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Identity document'), pdf())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload file' }))
    await expect(await canvas.findByTestId('uploaded-files')).toHaveTextContent('passport.pdf')
    // The screenshot shows the settled form: whether the re-enabled button still has the focus
    // ring depended on timing under load (one CI run drew it, the baseline does not).
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const ProgressBarAlone: Story = {
  render: () => <UploadProgress value={0.75} label={(percent) => `Uploading: ${percent} %`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading: 75 %' })).toBeVisible()
  },
}
