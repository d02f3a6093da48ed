import { addDays } from '@portal/domain/money/calendar-date'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeDeposit, makeOverview, pendingOrder } from '@/lib/savings/savings-fixtures'
import { savingsTasks } from '@/lib/savings/tasks'
import { orderTasks } from '@/lib/tasks/customer-tasks'
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
  args: { tasks, basePath: '/de-de' },
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

// Eight renewing deposits with cut-offs in shuffled order, three orders waiting for money and
// three tasks from the personal-data and identification pages (one with a deadline).
const cutoffs = [
  '2026-12-18',
  '2026-11-26',
  '2026-12-09',
  '2026-12-01',
  '2026-12-22',
  '2026-11-24',
  '2026-12-15',
  '2026-12-04',
]
const manyTasks = orderTasks([
  ...savingsTasks(
    makeOverview({
      deposits: cutoffs.map((cutoff, index) =>
        makeDeposit({
          id: `dep-renew-${index + 1}`,
          bankName: `Partner Bank ${index + 1}`,
          maturityDate: addDays(cutoff, 7),
          prolongationCutoff: cutoff,
        }),
      ),
      pendingOrders: [1, 2, 3].map((n) => ({
        ...pendingOrder,
        id: `order-${n}`,
        reference: `ORDER 1000000${n}`,
        transferDetails: {
          account: { scheme: 'iban', iban: 'DE07100200300000000169' },
          reference: `ORDER 1000000${n}`,
          amountMissing: n * 100_000,
        },
      })),
    }),
    () => true,
  ),
  ...['Ausweis hochladen', 'Adresse bestätigen', 'Steuer-ID angeben'].map((title, index) => ({
    kind: 'external' as const,
    id: `external-${index}`,
    title,
    description: `${title}: bitte erledigen.`,
    href: '/de-de/my-data',
    dueOn: index === 1 ? '2026-12-05' : null,
  })),
])

/** Fourteen tasks: those with a deadline first, soonest first; then the rest in their order. */
export const ManyTasks: Story = {
  args: { tasks: manyTasks },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('task')
    await expect(items).toHaveLength(14)
    await expect(items.map((item) => item.dataset.kind)).toEqual([
      ...Array(4).fill('chooseProlongation'),
      'external',
      ...Array(4).fill('chooseProlongation'),
      'fundOrder',
      'fundOrder',
      'fundOrder',
      'external',
      'external',
    ])
    await expect(items[0]).toHaveTextContent('Fällig bis 24.11.2026')
    await expect(items[4]).toHaveTextContent('Adresse bestätigen')
    await expect(items[8]).toHaveTextContent('Fällig bis 22.12.2026')
    await expect(canvas.getAllByTestId('transfer-reference').map((el) => el.textContent)).toEqual([
      'ORDER 10000001',
      'ORDER 10000002',
      'ORDER 10000003',
    ])
    await expect(canvas.getAllByRole('link', { name: 'Jetzt festlegen' })).toHaveLength(8)
  },
}
