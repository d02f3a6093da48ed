import { describe, expect, it } from 'vitest'
import { hrefsFor, localeHref, routePath } from './href'

describe('links from the route table', () => {
  it.each<[string, string]>([
    [routePath('dashboard'), '/dashboard'],
    [routePath('offers'), ''],
    [routePath('bank', { slug: 'nordhafen-bank' }), '/banks/nordhafen-bank'],
    [routePath('savingsDeposit', { depositId: 'D 1/2' }), '/dashboard/savings/deposits/D%201%2F2'],
    [routePath('products', { query: { type: 'term_deposit' } }), '/products?type=term_deposit'],
    [
      routePath('postboxMessages', { query: { folder: 'inbox', thread: undefined } }),
      '/postbox/messages?folder=inbox',
    ],
    [routePath('documentDownload', { documentId: 'DOC-1' }), '/documents/DOC-1/download'],
    [routePath('taxSummaryCsv', { year: 2025 }), '/account-transactions/tax-summary/2025/csv'],
    [
      routePath('login', { query: new URLSearchParams({ next: '/de-de/dashboard' }) }),
      '/login?next=%2Fde-de%2Fdashboard',
    ],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected)
  })

  it('puts the base path in front: the locale on the .com domain, nothing on a country host', () => {
    expect(hrefsFor('/de-de')('accountTransactions')).toBe('/de-de/account-transactions')
    expect(hrefsFor('')('accountTransactions')).toBe('/account-transactions')
    expect(hrefsFor('/de-de')('offers')).toBe('/de-de')
    expect(hrefsFor('')('offers')).toBe('/')
    expect(hrefsFor('')('offers', { query: { page: 2 } })).toBe('/?page=2')
    expect(localeHref('en-us')('offer', { id: 'O-1' })).toBe('/en-us/offers/O-1')
    expect(localeHref('de-de')('depositsTab', { tab: 'notice' })).toBe('/de-de/deposits/notice')
  })

  it('refuses a missing parameter instead of writing an address that does not exist', () => {
    expect(() => routePath('bank', {} as never)).toThrow('bank: no value for [slug]')
  })
})
