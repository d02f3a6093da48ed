import { calendarDateOf } from '@portal/domain/money/calendar-date'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import { cancelOrder } from './cancel-order'
import { changeProlongation } from './change-prolongation'
import { type CustomerContext, loadCustomerContext } from './customer-context'
import { type IdempotentAnswer, requestHash, withIdempotency } from './idempotency'
import { type IncomingTransfer, receiveTransfer } from './incoming-transfer'
import { giveNotice } from './notice'
import { orderViews } from './order-views'
import { type OrderRequest, type ProlongationChoice, placeOrder } from './place-order'
import { runDueEvents } from './run-due-events'
import { type WithdrawalRequest, withdraw } from './withdraw'

export interface Idempotent {
  key: string
  /** Method and path of the request, hashed with the body. */
  method: string
  path: string
}

/** The bank model's operations, each in its own transaction on the sandbox clock's "now". */
export function createSavingsLedger(
  orm: SandboxOrm,
  clock: SandboxClock,
  hooks: { onDueEvents?: (() => void) | undefined; batchIntervalMs?: number } = {},
) {
  const batchIntervalMs = hooks.batchIntervalMs ?? 1000
  const withCustomer = async <T>(
    customerId: string,
    run: (customer: CustomerContext) => Promise<T | ServiceError>,
  ) => {
    const customer = await loadCustomerContext(orm, customerId)
    return customer === undefined
      ? new ServiceError(404, 'customerNotFound', `Customer ${customerId} not found`)
      : run(customer)
  }
  const idempotent = (
    customerId: string,
    request: Idempotent,
    body: unknown,
    write: Parameters<typeof withIdempotency>[2],
  ) =>
    clock.now().then((now) =>
      withIdempotency(
        orm,
        {
          customerId,
          key: request.key,
          hash: requestHash(request.method, request.path, body),
          now,
        },
        write,
      ),
    )
  const answer = <T>(status: number, result: T | ServiceError) =>
    result instanceof ServiceError ? result : { status, body: result }

  // one catch-up at a time in this process: a second caller waits for the running one
  let catchingUp: Promise<number> | undefined
  // Once the batch has caught up, nothing falls due until the date moves or the ledger writes:
  // reads within `batchIntervalMs` of a completed run skip it (it was 7 queries, two of them
  // writes, before every read). A write or a clock move makes the next read run it again.
  let writes = 0
  let caughtUpAt: number | undefined
  const runDue = (): Promise<number> => {
    const writesBefore = writes
    const startedAt = Date.now()
    catchingUp ??= runDueEvents(orm, clock)
      .then((events) => {
        if (events > 0) hooks.onDueEvents?.()
        if (writes === writesBefore) caughtUpAt = startedAt
        return events
      })
      .finally(() => {
        catchingUp = undefined
      })
    return catchingUp
  }
  const catchUp = (): Promise<number> =>
    caughtUpAt !== undefined && Date.now() - caughtUpAt < batchIntervalMs
      ? Promise.resolve(0)
      : runDue()
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    writes += 1
    caughtUpAt = undefined
    try {
      return await write()
    } finally {
      writes += 1
      caughtUpAt = undefined
    }
  }

  return {
    clock,
    placeOrder: (
      customerId: string,
      order: OrderRequest,
      request: Idempotent,
    ): Promise<IdempotentAnswer | ServiceError> =>
      writing(() =>
        withCustomer(customerId, async (customer) => {
          const now = await clock.now()
          return idempotent(customerId, request, order, async (tx) => {
            const placed = await placeOrder(tx, customer, order, now)
            if (placed instanceof ServiceError) return placed
            const [view] = await orderViews(tx, customerId, calendarDateOf(now), {
              orderId: placed.id,
            })
            return { status: 201, body: view }
          })
        }),
      ),
    withdraw: (
      customerId: string,
      withdrawal: WithdrawalRequest,
      request: Idempotent,
    ): Promise<IdempotentAnswer | ServiceError> =>
      writing(() =>
        withCustomer(customerId, async (customer) => {
          const now = await clock.now()
          return idempotent(customerId, request, withdrawal, async (tx) =>
            answer(201, await withdraw(tx, customer, withdrawal, now)),
          )
        }),
      ),
    cancelOrder: (customerId: string, orderId: string) =>
      writing(async () => {
        const now = await clock.now()
        return orm.transaction((tx) => cancelOrder(tx, customerId, orderId, now))
      }),
    giveNotice: (customerId: string, depositId: string, amount?: number) =>
      writing(async () => {
        const now = await clock.now()
        return orm.transaction((tx) => giveNotice(tx, customerId, depositId, now, amount))
      }),
    changeProlongation: async (customerId: string, depositId: string, choice: ProlongationChoice) =>
      writing(async () => {
        const today = await clock.today()
        return orm.transaction((tx) => changeProlongation(tx, customerId, depositId, choice, today))
      }),
    receiveTransfer: (customerId: string, transfer: IncomingTransfer) =>
      writing(() =>
        withCustomer(customerId, async (customer) => {
          const now = await clock.now()
          return orm.transaction((tx) => receiveTransfer(tx, customer, transfer, now))
        }),
      ),
    /** Moves the sandbox clock forward and runs what became due, in date order. */
    advanceClock: (ms: number) =>
      writing(async () => {
        await runDue()
        const now = await clock.advance(ms)
        // a catch-up already running may have read the old date: the second surely has the new one
        const events = (await runDue()) + (await runDue())
        return { now: now.toISOString(), today: now.toISOString().slice(0, 10), events }
      }),
    /** Runs the batch now. */
    runDueEvents: runDue,
    /** Runs the batch unless it caught up less than `batchIntervalMs` ago with no write since. */
    catchUp,
  }
}

export type SavingsLedger = ReturnType<typeof createSavingsLedger>
