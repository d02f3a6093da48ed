import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Field } from '../field/field'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select'

const terms = ['3 months', '6 months', '12 months', '24 months', '36 months']

const euroArea = [
  ['at', 'Austria'],
  ['fi', 'Finland'],
  ['fr', 'France'],
  ['de', 'Germany'],
  ['ie', 'Ireland'],
  ['it', 'Italy'],
  ['nl', 'Netherlands'],
] as const

const meta = {
  title: 'Forms/Select',
  component: Select,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  args: { onValueChange: fn(), name: 'term' },
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Term">
        <Select {...args}>
          <SelectTrigger>
            <SelectValue placeholder="Choose a term" />
          </SelectTrigger>
          <SelectContent>
            {terms.map((term) => (
              <SelectItem key={term} value={term}>
                {term}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveTextContent('Choose a term')
  },
}

export const ChooseItem: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Term' })
    await userEvent.click(trigger)
    const option = await screen.findByRole('option', { name: '12 months' })
    await userEvent.click(option)
    await expect(args.onValueChange).toHaveBeenCalledWith('12 months')
    await waitFor(() => expect(trigger).toHaveTextContent('12 months'))
  },
}

export const KeyboardChoose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('combobox')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledOnce())
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled()
  },
}

export const WithError: Story = {
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Term" error="Choose a term to see the interest rate.">
        <Select {...args}>
          <SelectTrigger>
            <SelectValue placeholder="Choose a term" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="12">12 months</SelectItem>
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Term' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAccessibleDescription('Choose a term to see the interest rate.')
  },
}

export const GroupsAndManyItems: Story = {
  args: { defaultValue: 'de' },
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Country of the bank">
        <Select {...args}>
          <SelectTrigger>
            <SelectValue placeholder="Choose a country" />
          </SelectTrigger>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>Euro area</SelectLabel>
              {euroArea.map(([code, country]) => (
                <SelectItem key={code} value={code}>
                  {country}
                </SelectItem>
              ))}
            </SelectGroup>
            <SelectSeparator />
            <SelectGroup>
              <SelectLabel>Other</SelectLabel>
              <SelectItem value="pl">Poland</SelectItem>
              <SelectItem value="ch" disabled>
                Switzerland
              </SelectItem>
              <SelectItem value="gb">United Kingdom</SelectItem>
            </SelectGroup>
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Germany')
  },
}
