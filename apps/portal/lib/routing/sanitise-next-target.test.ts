import { describe, expect, it } from 'vitest'
import { sanitiseNextTarget } from './sanitise-next-target'

const cockpits = ['pension-cockpit.savings-portal.example', 'crypto.savings-portal.example']

describe('sanitiseNextTarget keeps same-origin paths and cockpit hosts', () => {
  it.each([
    ['/de-de/dashboard', '/de-de/dashboard'],
    ['/dashboard?tab=savings#top', '/dashboard?tab=savings#top'],
    [
      '/de-de/postbox/messages?action=write-message',
      '/de-de/postbox/messages?action=write-message',
    ],
    ['/a/../dashboard', '/dashboard'],
    [
      'https://pension-cockpit.savings-portal.example/start',
      'https://pension-cockpit.savings-portal.example/start',
    ],
    ['https://crypto.savings-portal.example', 'https://crypto.savings-portal.example/'],
  ])('%s → %s', (target, expected) => {
    expect(sanitiseNextTarget(target, cockpits)).toBe(expected)
  })
})

describe('sanitiseNextTarget rejects everything else', () => {
  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example'],
    ['http://pension-cockpit.savings-portal.example/'],
    ['https://pension-cockpit.savings-portal.example.evil.example/'],
    ['https://pension-cockpit.savings-portal.example:8443/'],
    ['https://cockpit@evil.example'],
    ['https://pension-cockpit.savings-portal.example@evil.example/'],
    ['https://user:pass@pension-cockpit.savings-portal.example/'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['%252F%252Fevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25255Cevil.example'],
    ['/%2F%5Cevil.example'],
    ['/dashboard%0d%0aSet-Cookie:x=1'],
    ['/dashboard\r\nLocation: https://evil.example'],
    [' //evil.example'],
    ['\t/dashboard'],
    ['\u00a0/dashboard'],
    ['/dash board'],
    ['/%E0%A4%A'],
    ['evil.example'],
    ['dashboard'],
    ['ftp://pension-cockpit.savings-portal.example/'],
    [`/${'a'.repeat(3000)}`],
    ['/de-de/../..//evil.example'],
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
  ])('%j → null', (target) => {
    expect(sanitiseNextTarget(target, cockpits)).toBeNull()
  })
})
