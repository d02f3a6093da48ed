import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeDeposit, makeOverview } from '@/lib/savings/savings-fixtures'
import { orderTasks, savingsTasks } from '@/lib/savings/tasks'
import { TaskList } from './task-list'

const soon = makeDeposit({ maturityDate: '2026-12-14', prolongationCutoff: '2026-12-07' })
const tasks = orderTasks([
  ...savingsTasks(makeOverview({ deposits: [soon] }), () => true),
  {
    kind: 'external',
    id: 'upload-id',
    title: 'Ausweis hochladen',
    description: 'Ihr Ausweis ist abgelaufen.',
    href: '/de-de/identification/upload-id-document',
    dueOn: null,
  },
])

const meta = {
  title: 'Savings/TaskList',
  component: TaskList,
  args: { tasks, basePath: '/de-de', locale: 'de-de' },
} satisfies Meta<typeof TaskList>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('task')
    await expect(items.map((item) => item.dataset.kind)).toEqual([
      'chooseProlongation',
      'fundOrder',
      'external',
    ])
    await expect(items[0]).toHaveTextContent('Fällig bis 07.12.2026')
    await expect(canvas.getByRole('link', { name: 'Jetzt festlegen' })).toHaveAttribute(
      'href',
      '/de-de/dashboard/savings/deposits/dep-term-1',
    )
    await expect(canvas.getByTestId('transfer-reference')).toHaveTextContent('ORDER 10909673')
    await expect(canvas.getByRole('heading', { name: 'Ausweis hochladen' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tasks-empty')).toHaveTextContent(
      'Gerade gibt es nichts zu tun.',
    )
  },
}
