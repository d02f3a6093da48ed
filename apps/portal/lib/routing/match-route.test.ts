import { describe, expect, it } from 'vitest'
import { matchRoute } from './match-route'

describe('matchRoute', () => {
  it.each([
    ['/', 'offers', {}],
    ['/deposits/term', 'depositsTab', { tab: 'term' }],
    ['/banks', 'banks', {}],
    ['/banks/nordhafen-bank', 'bank', { slug: 'nordhafen-bank' }],
    ['/offers/abc-1', 'offer', { id: 'abc-1' }],
    ['/privacy', 'privacy', {}],
    ['/login/switch-account', 'switchAccount', {}],
    ['/Dashboard', 'dashboard', {}],
    ['/dashboard/savings/term', 'savingsTerm', {}],
    ['/postbox/messages', 'postboxMessages', {}],
  ])('%s → %s', (path, id, params) => {
    const matched = matchRoute(path)
    expect(matched?.id).toBe(id)
    expect(matched?.params).toEqual(params)
  })

  it.each(['/dashboards', '/banks/a/b', '/nothing-here', '/postbox/inbox'])('%s → none', (path) => {
    expect(matchRoute(path)).toBeNull()
  })
})
