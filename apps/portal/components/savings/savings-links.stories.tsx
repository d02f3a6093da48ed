import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { SavingsLinks } from './savings-links'
import { SavingsListTabs } from './savings-list-tabs'

const meta = {
  title: 'Savings/SavingsLinks',
  component: SavingsLinks,
  args: {
    taskCount: 2,
    tasksHref: '/de-de/dashboard/tasks',
    savingsHref: '/de-de/dashboard/savings',
    calendarHref: '/de-de/dashboard/maturity-calendar',
  },
} satisfies Meta<typeof SavingsLinks>

export default meta
type Story = StoryObj<typeof meta>

export const WithTasks: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tasks-link')).toHaveTextContent('Ihre Aufgaben (2)')
    await expect(canvas.getByTestId('calendar-link')).toHaveAccessibleDescription(/Kalender-App/)
  },
}

export const TasksIncomplete: Story = {
  args: { taskCount: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tasks-link')).toHaveTextContent(/^Ihre Aufgaben$/)
  },
}

export const ListTabs: Story = {
  render: () => <SavingsListTabs current="savingsNotice" basePath="/de-de" />,
  play: async ({ canvas }) => {
    const current = await canvas.findByRole('link', { current: 'page' })
    await expect(current).toHaveTextContent('Kündigungsgeld')
    await expect(current).toHaveAttribute('href', '/de-de/dashboard/savings/notice')
    await expect(canvas.getAllByRole('link')).toHaveLength(5)
  },
}

/** The US sells term deposits only: no overnight or notice list to choose. */
export const ListTabsUnitedStates: Story = {
  globals: { locale: 'en-us' },
  render: () => <SavingsListTabs current="savingsTerm" basePath="/en-us" />,
  play: async ({ canvas }) => {
    const current = await canvas.findByRole('link', { current: 'page' })
    await expect(current).toHaveAttribute('href', '/en-us/dashboard/savings/term')
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
    await expect(canvas.queryByRole('link', { name: /overnight|notice/i })).toBeNull()
  },
}
