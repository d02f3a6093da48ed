import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstIdle } from './after-first-idle'

/** A page in `readyState`, with or without `requestIdleCallback`; returns its controls. */
function page(readyState: 'loading' | 'complete', idleCallback: boolean) {
  const loadListeners: Array<() => void> = []
  const idle: Array<{ run: () => void; timeout: number | undefined }> = []
  vi.stubGlobal('document', { readyState })
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener)
    },
    ...(idleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
            idle.push({ run, timeout: options?.timeout })
          },
        }
      : {}),
  })
  return {
    load: () => {
      for (const listener of loadListeners) listener()
    },
    idle,
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterFirstIdle', () => {
  it('waits for the load and then for the browser to be idle, at most the timeout', async () => {
    const controls = page('loading', true)
    const waiting = afterFirstIdle(1_500)
    expect(controls.idle).toHaveLength(0)
    controls.load()
    expect(controls.idle).toEqual([{ run: expect.any(Function), timeout: 1_500 }])
    expect(await settled(waiting)).toBe(false)
    controls.idle[0]?.run()
    expect(await settled(waiting)).toBe(true)
  })

  it('asks for idle time at once on a page that has loaded', () => {
    const controls = page('complete', true)
    afterFirstIdle()
    expect(controls.idle).toHaveLength(1)
  })

  it('falls back to a timer where the browser has no idle callback', async () => {
    vi.useFakeTimers()
    page('complete', false)
    const waiting = afterFirstIdle()
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
  })
})
