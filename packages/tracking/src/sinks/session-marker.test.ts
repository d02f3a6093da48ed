import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForSessionMarker } from './session-marker'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('waitForSessionMarker: "polling every 300 ms for up to 10 attempts"', () => {
  it('resolves at once when the marker is there', async () => {
    const check = vi.fn(() => true)
    await expect(waitForSessionMarker(check)).resolves.toBe(true)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('resolves when the marker appears on the fourth check (900 ms)', async () => {
    let present = false
    const settled = vi.fn()
    void waitForSessionMarker(() => present).then(settled)
    await vi.advanceTimersByTimeAsync(600)
    present = true
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(300)
    expect(settled).toHaveBeenCalledWith(true)
  })

  it('gives up after 10 checks, 2700 ms after the first', async () => {
    const check = vi.fn(() => false)
    const settled = vi.fn()
    void waitForSessionMarker(check).then(settled)
    await vi.advanceTimersByTimeAsync(2_699)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith(false)
    expect(check).toHaveBeenCalledTimes(10)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(check).toHaveBeenCalledTimes(10)
  })

  it('treats a throwing check as no marker', async () => {
    const settled = vi.fn()
    void waitForSessionMarker(() => {
      throw new Error('cookie jar broken')
    }).then(settled)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(settled).toHaveBeenCalledWith(false)
  })
})
