import { consentCookieName, defaultConsent, serializeConsent } from '@portal/tracking'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test'
import { saveConsent } from '../../lib/consent/actions'
import { consentChangedEvent, consentFromForm } from '../../lib/consent/consent-choice'
import { ConsentBanner } from './consent-banner'
import { ConsentSettingsLink } from './consent-settings-link'

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: { chosen: false },
} satisfies Meta<typeof ConsentBanner>

export default meta
type Story = StoryObj<typeof meta>

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await expect(
      canvas.getByRole('heading', { name: 'Cookies und Ihre Privatsphäre' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Nur notwendige' })).toBeVisible()
  },
}

export const AcceptAll: Story = {
  beforeEach: () => {
    mocked(saveConsent).mockImplementation(async (_previous, form) => ({
      saved: consentFromForm(form),
    }))
  },
  play: async ({ canvas }) => {
    const changed = fn()
    window.addEventListener(
      consentChangedEvent,
      (event) => changed((event as CustomEvent).detail),
      {
        once: true,
      },
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Alle akzeptieren' }))
    await waitFor(() => expect(canvas.getByTestId('consent-banner')).not.toBeVisible())
    await expect(saveConsent).toHaveBeenCalledTimes(1)
    await expect(changed).toHaveBeenCalledWith(expect.objectContaining({ marketing: true }))
  },
}

export const CustomiseCategories: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Kategorien auswählen'))
    // Beside the text from md up, in the opened panel on phones: shown once either way.
    const hint = canvas
      .getAllByText(/jederzeit unter „Cookie-Einstellungen“/)
      .filter((element) => element.checkVisibility())
    await expect(hint).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible()
    const boxes = canvas.getAllByRole('checkbox')
    await expect(boxes.length).toBeGreaterThan(2)
  },
}

export const AlreadyChosen: Story = {
  args: { chosen: true },
  beforeEach: () => {
    const chosen = serializeConsent({ ...defaultConsent(), marketing: true })
    // biome-ignore lint/suspicious/noDocumentCookie: the banner reads the visitor's choice from it
    document.cookie = `${consentCookieName}=${encodeURIComponent(chosen)}; path=/`
    return () => {
      // biome-ignore lint/suspicious/noDocumentCookie: removes the choice again
      document.cookie = `${consentCookieName}=; path=/; max-age=0`
    }
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('consent-banner')).not.toBeVisible()
  },
}

export const ReopenedFromFooter: Story = {
  args: { chosen: true },
  render: (args) => (
    <>
      <ConsentBanner {...args} />
      <footer className="p-4">
        <ConsentSettingsLink>Cookie-Einstellungen</ConsentSettingsLink>
      </footer>
    </>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByTestId('consent-banner')
    await expect(banner).not.toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Cookie-Einstellungen' }))
    await expect(banner).toBeVisible()
    const title = canvas.getByRole('heading', { name: 'Cookies und Ihre Privatsphäre' })
    await waitFor(() => expect(title).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(banner).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveFocus()
  },
}
