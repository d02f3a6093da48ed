import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { type AgreementAction, type AgreementState, AgreementView } from './agreement-view'

/** The bank's text as its agreement text endpoint answers it (version, language). */
const bankText = {
  kind: 'liquid_pension_transfer_notice' as const,
  version: '2026-11',
  language: 'de',
  title: 'Mitteilung zur Übertragung liquider Altersvorsorge',
  text: 'Mitteilung zur Übertragung liquider Altersvorsorgevermögen, Kunde BAC_1000000001. Die Übertragung ist kostenlos.',
}

const agreement = {
  kind: 'liquid_pension_transfer_notice' as const,
  agreedAt: '2026-11-23T08:00:00Z',
  text: bankText.text,
  version: bankText.version,
  language: bankText.language,
  documentId: 'doc-lptn-1',
}

const meta = {
  title: 'CustomerData/LiquidPensionTransferNotice',
  component: AgreementView,
  args: {
    kind: 'liquid_pension_transfer_notice',
    agreement: null,
    text: bankText,
    basePath: '/de-de',
    action: fn<AgreementAction>(async () => ({ status: 'agreed', agreement })),
  },
} satisfies Meta<typeof AgreementView>

export default meta
type Story = StoryObj<typeof meta>

export const NotYetAgreed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('agreement-text')).toHaveTextContent(bankText.text)
    await expect(canvas.getByTestId('agreement-text')).toHaveAttribute('lang', 'de')
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
    await userEvent.click(
      canvas.getByLabelText('Ich habe die Mitteilung gelesen und stimme der Übertragung zu.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Ich stimme zu' }))
    await expect(await canvas.findByTestId('agreement-given')).toHaveTextContent(bankText.text)
    await expect(canvas.getByRole('status')).toHaveTextContent('Sie haben am 23. November 2026')
    await expect(
      canvas.getByRole('link', { name: 'Vereinbarung als PDF herunterladen' }),
    ).toHaveAttribute('href', '/de-de/documents/doc-lptn-1/download')
    await expect(args.action).toHaveBeenCalledOnce()
    // the version and language of the text shown go with the consent
    const sent = (args.action as ReturnType<typeof fn<AgreementAction>>).mock.calls[0]?.[1]
    await expect(sent?.get('version')).toBe('2026-11')
    await expect(sent?.get('language')).toBe('de')
  },
}

/** The bank reworded the text while the page was open: the customer is asked to read it again. */
export const Reworded: Story = {
  args: { action: fn<AgreementAction>(async () => ({ status: 'reworded' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ich stimme zu' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Bank hat diesen Text inzwischen geändert.',
    )
    await expect(canvas.getByTestId('agreement-text')).toBeVisible()
  },
}

/** Agreed before, the PDF not generated (yet): what and when, no download link. */
export const AgreedWithoutPdf: Story = {
  args: { agreement: { ...agreement, documentId: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('agreement-given')).toHaveTextContent(agreement.text)
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const NotSaved: Story = {
  args: { action: fn<AgreementAction>(async () => ({ status: 'failed' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ich stimme zu' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ihre Zustimmung konnte nicht gespeichert werden.',
    )
    await expect(canvas.queryByTestId('agreement-given')).toBeNull()
  },
}

export const Saving: Story = {
  args: {
    action: fn<AgreementAction>(
      () =>
        new Promise<AgreementState>((resolve) =>
          setTimeout(() => resolve({ status: 'idle' }), 1500),
        ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Ich stimme zu' }))
    await expect(
      await canvas.findByRole('button', { name: 'Ich stimme zu', busy: true }),
    ).toBeVisible()
  },
}
