import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { AmountForm } from './amount-form'

const meta = {
  title: 'US offers/AmountForm',
  component: AmountForm,
  globals: { locale: 'en-us' },
  args: {
    action: '/en-us',
    amount: '10000.50',
    limit: 10,
    text: {
      label: 'Amount in USD',
      hint: 'Whole dollars or with cents, e.g. 10000 or 10000.50',
      submit: 'Calculate earnings',
    },
  },
} satisfies Meta<typeof AmountForm>

export default meta
type Story = StoryObj<typeof meta>

export const WithAmount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount in USD' })).toHaveValue('10000.50')
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/Whole dollars/)
    await expect(canvas.getByRole('button', { name: 'Calculate earnings' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { amount: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount in USD' })).toHaveValue('')
  },
}
