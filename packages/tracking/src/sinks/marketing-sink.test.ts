// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMarketingSink } from './marketing-sink'

const config = { sdkUrl: 'https://cdn.example/exponea.min.js', projectToken: 'tok', nonce: 'n0nce' }
const event = { eventName: 'bank_card_click', object: 'bank_card', action: 'click' }
let warn: ReturnType<typeof vi.spyOn>

/** happy-dom fails script loading at once; the tests keep the tag detached and play the browser. */
let appended: HTMLScriptElement | undefined
const script = () => appended

function finishLoading(sdk: Window['exponea']) {
  window.exponea = sdk
  script()?.dispatchEvent(new Event('load'))
}

beforeEach(() => {
  appended = undefined
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    appended = node as unknown as HTMLScriptElement
    return node
  })
  delete window.exponea
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('createMarketingSink', () => {
  it('injects the configured SDK script, async, with the nonce', () => {
    createMarketingSink(config)
    expect(script()?.src).toBe(config.sdkUrl)
    expect(script()?.async).toBe(true)
    expect(script()?.nonce).toBe('n0nce')
  })

  it('queues events until the SDK is ready, then initialises it and fires them', () => {
    const sdk = { initialize: vi.fn(), start: vi.fn(), track: vi.fn() }
    const sink = createMarketingSink(config)
    sink.send(event)
    expect(sdk.track).not.toHaveBeenCalled()
    finishLoading(sdk)
    expect(sdk.initialize).toHaveBeenCalledWith({ token: 'tok', target: undefined })
    expect(sdk.track).toHaveBeenCalledWith('bank_card_click', {
      object: 'bank_card',
      action: 'click',
    })
    sink.send(event)
    expect(sdk.track).toHaveBeenCalledTimes(2)
  })

  it('loads nothing and warns "Exponea is not initialized" when not configured', () => {
    const sink = createMarketingSink(undefined)
    sink.send(event)
    expect(script()).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Exponea is not initialized')
  })

  it('warns "Exponea is not initialized" for queued and later events when the script fails', () => {
    const sink = createMarketingSink(config)
    sink.send(event)
    script()?.dispatchEvent(new Event('error'))
    sink.send(event)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledWith('Exponea is not initialized')
  })

  it('warns "Exponea failed to fire a tracking event" when track throws, and never throws', () => {
    const sink = createMarketingSink(config)
    finishLoading({
      track: () => {
        throw new Error('boom')
      },
    })
    expect(() => sink.send(event)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('Exponea failed to fire a tracking event', expect.any(Error))
  })
})
