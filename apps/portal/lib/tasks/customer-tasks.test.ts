import { describe, expect, it } from 'vitest'
import { type CustomerTask, orderTasks } from './customer-tasks'

describe('orderTasks', () => {
  it('puts deadlines first, soonest first, and keeps the rest in order', () => {
    const task = (id: string, dueOn: string | null): CustomerTask => ({
      kind: 'external',
      id,
      title: id,
      description: '',
      href: '/',
      dueOn,
    })
    expect(
      orderTasks([
        task('a', null),
        task('b', '2027-01-02'),
        task('c', null),
        task('d', '2026-12-01'),
      ]).map((entry) => entry.id),
    ).toEqual(['d', 'b', 'a', 'c'])
  })
})
