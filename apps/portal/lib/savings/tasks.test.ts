import { describe, expect, it } from 'vitest'
import { makeDeposit, makeOverview, pendingOrder } from './savings-fixtures'
import { savingsTasks } from './tasks'

const always = () => true

describe('savingsTasks', () => {
  it('asks to fund a pending order with the settlement IBAN, the reference and what is missing', () => {
    const tasks = savingsTasks(makeOverview(), always)
    expect(tasks).toEqual([
      {
        kind: 'fundOrder',
        id: `fund:${pendingOrder.id}`,
        orderId: pendingOrder.id,
        amountMissing: 1_000_000,
        currency: 'EUR',
        account: { scheme: 'iban', iban: 'DE07100200300000000169' },
        reference: 'ORDER 10909673',
        dueOn: null,
      },
    ])
  })

  it('asks a US customer to fund it to the settlement routing and account number', () => {
    const account = {
      scheme: 'aba',
      routingNumber: '026013372',
      accountNumber: '1100001268',
    } as const
    const usOrder = {
      ...pendingOrder,
      currency: 'USD',
      transferDetails: { account, reference: 'ORDER 10909673', amountMissing: 1_000_000 },
    }
    const tasks = savingsTasks(makeOverview({ pendingOrders: [usOrder] }), always)
    expect(tasks).toMatchObject([{ kind: 'fundOrder', currency: 'USD', account }])
  })

  it('has no funding task for an order already forwarded to the bank', () => {
    const forwarded = {
      ...pendingOrder,
      status: 'forwarded' as const,
      transferDetails: null,
      opensIfFundedToday: null,
    }
    expect(savingsTasks(makeOverview({ pendingOrders: [forwarded] }), always)).toEqual([])
  })

  it.each([
    { case: 'cut-off in 30 days', cutoff: '2026-12-23', renews: true, task: true },
    { case: 'cut-off in 31 days: not yet', cutoff: '2026-12-24', renews: true, task: false },
    { case: 'cut-off today: still', cutoff: '2026-11-23', renews: true, task: true },
    { case: 'cut-off passed', cutoff: '2026-11-22', renews: true, task: false },
    {
      case: 'an offer that pays out: nothing to choose',
      cutoff: '2026-12-01',
      renews: false,
      task: false,
    },
  ])('prolongation: $case', ({ cutoff, renews, task }) => {
    const deposit = makeDeposit({ prolongationCutoff: cutoff, maturityDate: '2027-01-05' })
    const tasks = savingsTasks(
      makeOverview({ deposits: [deposit], pendingOrders: [] }),
      () => renews,
    )
    expect(tasks.map((entry) => entry.kind)).toEqual(task ? ['chooseProlongation'] : [])
    if (task) expect(tasks[0]).toMatchObject({ dueOn: cutoff, maturityDate: '2027-01-05' })
  })
})
