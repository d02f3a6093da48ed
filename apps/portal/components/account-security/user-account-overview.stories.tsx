import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { hostileText } from '@/.storybook/customer-fixtures'
import { UserAccountOverview } from './user-account-overview'

const links = {
  email: '/de-de/user-account/edit/email-address',
  mobile: '/de-de/user-account/edit/mobile-number',
  password: '/de-de/user-account/edit/password',
}

const meta = {
  title: 'CustomerData/UserAccountOverview',
  component: UserAccountOverview,
  args: {
    username: 'demo.personal@example.com',
    email: 'erika@example.com',
    mobileNumber: '+491701234567',
    links,
  },
} satisfies Meta<typeof UserAccountOverview>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvas }) => {
    const overview = canvas.getByTestId('user-account')
    await expect(overview).toHaveTextContent('demo.personal@example.com')
    await expect(overview).toHaveTextContent('erika@example.com')
    await expect(overview).toHaveTextContent('+49 170 1234567')
    await expect(overview).not.toHaveTextContent('+491701234567')
    await expect(canvas.getByRole('link', { name: 'E-Mail-Adresse ändern' })).toHaveAttribute(
      'href',
      links.email,
    )
    await expect(canvas.getByRole('link', { name: 'Mobilnummer ändern' })).toHaveAttribute(
      'href',
      links.mobile,
    )
    await expect(canvas.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute(
      'href',
      links.password,
    )
  },
}

/** No separate e-mail (the login name is the address) and no mobile number yet. */
export const NoContactData: Story = {
  args: { email: null, mobileNumber: null },
  play: async ({ canvas }) => {
    const overview = canvas.getByTestId('user-account')
    await expect(overview).toHaveTextContent('Keine Mobilnummer hinterlegt')
    await expect(canvas.getAllByText(/demo\.personal@example\.com/)).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Mobilnummer ändern' })).toBeVisible()
  },
}

export const MarkupInName: Story = {
  args: { username: hostileText, email: hostileText },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user-account')).toHaveTextContent(hostileText)
    await expect(canvas.getByTestId('user-account').querySelector('img')).toBeNull()
  },
}
