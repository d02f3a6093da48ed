// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { engagedAlready, engagementEvents, onFirstEngagement } from './first-engagement'

describe('onFirstEngagement', () => {
  it.each(engagementEvents)('starts on the first %s and only once', (type) => {
    const target = new EventTarget()
    const start = vi.fn()
    onFirstEngagement(target, start)
    expect(start).not.toHaveBeenCalled()
    target.dispatchEvent(new Event(type))
    target.dispatchEvent(new Event(type))
    target.dispatchEvent(new Event('keydown'))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('ignores events that are not engagement (load, scroll)', () => {
    const target = new EventTarget()
    const start = vi.fn()
    onFirstEngagement(target, start)
    target.dispatchEvent(new Event('load'))
    target.dispatchEvent(new Event('scroll'))
    expect(start).not.toHaveBeenCalled()
  })

  it('starts at once when the visitor engaged before the page listened', () => {
    const start = vi.fn()
    onFirstEngagement(new EventTarget(), start, () => true)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('never starts once stopped', () => {
    const target = new EventTarget()
    const start = vi.fn()
    onFirstEngagement(target, start)()
    target.dispatchEvent(new Event('pointerdown'))
    expect(start).not.toHaveBeenCalled()
  })
})

describe('engagedAlready', () => {
  it('is false for a page nobody has pointed at or focused', () => {
    document.body.innerHTML = '<button type="button">Filter</button>'
    expect(engagedAlready(document)).toBe(false)
  })

  it('is true once focus is inside the page', () => {
    document.body.innerHTML = '<button type="button">Filter</button>'
    document.querySelector('button')?.focus()
    expect(engagedAlready(document)).toBe(true)
  })
})
