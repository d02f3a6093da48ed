import { afterEach, describe, expect, it, vi } from 'vitest'
import { createResponseDelay, maxResponseDelayMs } from './response-delay'

afterEach(() => {
  vi.useRealTimers()
})

/** Whether `promise` has settled after the microtasks queued so far. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return settled
}

describe('response delay', () => {
  it('answers at once while off', async () => {
    expect(await isSettled(createResponseDelay().wait())).toBe(true)
  })

  it('holds an answer back for the delay that was set', async () => {
    vi.useFakeTimers()
    const delay = createResponseDelay()
    delay.set(21_000)
    const waiting = delay.wait()
    await vi.advanceTimersByTimeAsync(20_999)
    expect(await isSettled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isSettled(waiting)).toBe(true)
  })

  it('stops holding back when the client aborts, or had aborted already', async () => {
    vi.useFakeTimers()
    const delay = createResponseDelay()
    delay.set(60_000)
    const controller = new AbortController()
    const waiting = delay.wait(controller.signal)
    expect(await isSettled(waiting)).toBe(false)
    controller.abort()
    expect(await isSettled(waiting)).toBe(true)
    expect(await isSettled(delay.wait(controller.signal))).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([
    [-5, 0],
    [250.4, 250],
    [maxResponseDelayMs + 1, maxResponseDelayMs],
  ])('keeps a delay of %s within bounds (%s)', (value, expected) => {
    const delay = createResponseDelay()
    delay.set(value)
    expect(delay.get()).toBe(expected)
  })
})
