import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { BookingFiltersForm } from './booking-filters-form'

const meta = {
  title: 'Transactions/BookingFiltersForm',
  component: BookingFiltersForm,
  args: {
    filters: { from: '2026-01-01', to: '2026-12-31', type: 'INTEREST', page: 1 },
    resetHref: '/de-de/account-transactions',
  },
} satisfies Meta<typeof BookingFiltersForm>

export default meta
type Story = StoryObj<typeof meta>

export const Filtered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Von')).toHaveValue('2026-01-01')
    await expect(canvas.getByRole('combobox', { name: 'Art' })).toHaveValue('INTEREST')
  },
}

export const Empty: Story = {
  args: { filters: { page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Art' })).toHaveValue('')
  },
}
