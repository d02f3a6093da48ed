import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent } from 'storybook/test'
import { FilterCheckbox, FilterSelect } from './filter-controls'

const meta = {
  title: 'Offers/FilterControls',
  component: FilterSelect,
  args: {
    name: 'term',
    label: 'Laufzeit',
    any: 'Alle',
    value: undefined,
    options: [
      { value: '6', label: '6 Monate' },
      { value: '12', label: '12 Monate' },
      { value: '24', label: '24 Monate' },
    ],
  },
} satisfies Meta<typeof FilterSelect>

export default meta
type Story = StoryObj<typeof meta>

export const SelectWithAnyOption: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Laufzeit' })
    await expect(select).toHaveValue('')
    await userEvent.selectOptions(select, '12')
    await expect(select).toHaveValue('12')
  },
}

export const SelectWithValue: Story = {
  args: { any: undefined, value: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Laufzeit' })).toHaveValue('24')
    await expect(canvas.queryByRole('option', { name: 'Alle' })).toBeNull()
  },
}

export const Checkbox: Story = {
  render: () => <FilterCheckbox name="flex" label="Nur Flexgeld" checked />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Nur Flexgeld' })
    await expect(box).toBeChecked()
    await userEvent.click(canvas.getByText('Nur Flexgeld'))
    await expect(box).not.toBeChecked()
  },
}
