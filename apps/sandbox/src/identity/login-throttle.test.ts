import { describe, expect, it } from 'vitest'
import { createTestClock } from '../test-support/test-app'
import { LoginThrottle } from './login-throttle'

const limits = { maxFailuresPerUsername: 5, maxFailuresPerClient: 20, failureWindowSeconds: 900 }

function throttleWithClock() {
  const clock = createTestClock()
  return { clock, throttle: new LoginThrottle({ ...limits, now: clock.now }) }
}

describe('LoginThrottle', () => {
  it('locks a username after 5 failures within 15 minutes, until the oldest ages out', () => {
    const { clock, throttle } = throttleWithClock()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(throttle.retryAfterSeconds('a@example.com', `ip-${attempt}`)).toBe(0)
      throttle.recordFailure('a@example.com', `ip-${attempt}`)
      clock.advance(60_000)
    }
    expect(throttle.retryAfterSeconds('A@example.com ', 'ip-other')).toBe(600)
    clock.advance(600_000)
    expect(throttle.retryAfterSeconds('a@example.com', 'ip-other')).toBe(0)
  })

  it('locks a client address after 20 failures across usernames', () => {
    const { throttle } = throttleWithClock()
    for (let user = 0; user < 20; user++) throttle.recordFailure(`u${user}@example.com`, 'ip-1')
    expect(throttle.retryAfterSeconds('fresh@example.com', 'ip-1')).toBe(900)
    expect(throttle.retryAfterSeconds('fresh@example.com', 'ip-2')).toBe(0)
  })

  it('a success clears the username count', () => {
    const { throttle } = throttleWithClock()
    for (let attempt = 0; attempt < 4; attempt++) throttle.recordFailure('b@example.com', 'ip')
    throttle.recordSuccess('b@example.com')
    throttle.recordFailure('b@example.com', 'ip')
    expect(throttle.retryAfterSeconds('b@example.com', 'ip')).toBe(0)
  })
})
