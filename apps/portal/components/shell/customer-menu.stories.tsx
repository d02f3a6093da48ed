import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CustomerMenu } from './customer-menu'

const groups = [
  {
    id: 'money',
    title: 'Geld',
    links: [
      { href: '/de-de/dashboard', label: 'Übersicht' },
      { href: '/de-de/account-transactions', label: 'Umsätze' },
      { href: '/de-de/dashboard/savings', label: 'Sparanlagen' },
      { href: '/de-de/products', label: 'Produkte' },
    ],
  },
  {
    id: 'messages',
    title: 'Nachrichten und Dokumente',
    links: [
      { href: '/de-de/postbox/messages', label: 'Postfach' },
      { href: '/de-de/documents', label: 'Dokumente' },
    ],
  },
  {
    id: 'myData',
    title: 'Meine Angaben',
    links: [{ href: '/de-de/my-details', label: 'Meine Daten' }],
  },
  {
    id: 'security',
    title: 'Sicherheit',
    links: [{ href: '/de-de/user-account', label: 'Benutzerkonto' }],
  },
]

const meta = {
  title: 'Shell/CustomerMenu',
  component: CustomerMenu,
  args: {
    label: 'Kundenbereich',
    menuButton: 'Menü',
    groups,
    account: <p>Kundenkonto BAC_1000000001</p>,
    actions: <button type="button">Abmelden</button>,
  },
  parameters: {
    nextjs: { appDirectory: true, navigation: { pathname: '/de-de/dashboard' } },
    viewport: {
      options: {
        phone390: { name: '390 px phone', styles: { width: '390px', height: '780px' } },
        phone320: { name: '320 px phone', styles: { width: '320px', height: '640px' } },
      },
    },
  },
} satisfies Meta<typeof CustomerMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Wide screens: every group with its pages, the current page marked. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Kundenbereich' })
    await expect(within(nav).getByRole('list', { name: 'Geld' })).toBeVisible()
    await expect(within(nav).getByRole('list', { name: 'Sicherheit' })).toBeVisible()
    await expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Umsätze' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

/** A page below a menu entry (a deposit below the savings) marks that entry. */
export const BelowAnEntry: Story = {
  parameters: {
    nextjs: {
      appDirectory: true,
      navigation: { pathname: '/de-de/dashboard/savings/deposits/dep-1' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sparanlagen' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

/** A phone: one bar with the account, the log-out and a menu button; the menu folded. */
export const PhoneClosed: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menü' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('navigation', { name: 'Kundenbereich' })).toBeNull()
    await expect(canvas.getAllByRole('button', { name: 'Abmelden' })).toHaveLength(1)
  },
}

/** The menu button opens the grouped menu on a phone. */
export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü' }))
    await expect(canvas.getByRole('button', { name: 'Menü' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const nav = canvas.getByRole('navigation', { name: 'Kundenbereich' })
    await expect(within(nav).getByRole('link', { name: 'Postfach' })).toBeVisible()
  },
}

/** The narrowest phone: the bar wraps rather than pushing the page sideways. */
export const Phone320: Story = {
  globals: { viewport: { value: 'phone320' } },
  args: {
    actions: (
      <>
        <a href="/de-de/notifications">Benachrichtigungen (3)</a>
        <button type="button">Abmelden</button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menü' })).toBeVisible()
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320)
  },
}
