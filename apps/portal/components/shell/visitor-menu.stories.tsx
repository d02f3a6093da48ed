import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, spyOn, waitFor } from 'storybook/test'
import { forgetVisitor } from '@/lib/tracking/visitor-answer'
import { LoginStateProvider } from '../../lib/session/login-state-context'
import { VisitorMenu } from './visitor-menu'

const texts = {
  login: 'Anmelden',
  customerArea: 'Kundenbereich',
  logout: 'Abmelden',
  loggedInAs: 'Angemeldet als',
}

const meta = {
  title: 'Shell/VisitorMenu',
  component: VisitorMenu,
  args: { texts, basePath: '/de-de' },
} satisfies Meta<typeof VisitorMenu>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor without a session: the way to the login. */
export const Public: Story = {
  decorators: [
    (Story) => <LoginStateProvider serverLoggedIn={false}>{Story()}</LoginStateProvider>,
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/de-de/login',
    )
    await expect(canvas.queryByRole('button', { name: 'Abmelden' })).toBeNull()
  },
}

/** A logged-in customer: their name, the customer area and log out. */
export const LoggedIn: Story = {
  decorators: [(Story) => <LoginStateProvider serverLoggedIn>{Story()}</LoginStateProvider>],
  beforeEach: () => {
    forgetVisitor()
    const answer = Response.json({ loggedIn: true, name: 'Erika Mustermann' })
    const spy = spyOn(window, 'fetch').mockResolvedValue(answer)
    return () => spy.mockRestore()
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByTestId('visitor-name')).toHaveTextContent('Erika Mustermann'),
    )
    await expect(canvas.getByRole('link', { name: 'Kundenbereich' })).toHaveAttribute(
      'href',
      '/de-de/dashboard',
    )
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  },
}

/** The name could not be read (the backend does not answer): the menu still works. */
export const NameUnavailable: Story = {
  decorators: [(Story) => <LoginStateProvider serverLoggedIn>{Story()}</LoginStateProvider>],
  beforeEach: () => {
    forgetVisitor()
    const spy = spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    return () => spy.mockRestore()
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeVisible()
    await expect(canvas.queryByTestId('visitor-name')).toBeNull()
  },
}
