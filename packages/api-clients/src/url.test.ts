import { describe, expect, it } from 'vitest'
import { MissingPathParameterError } from './programmer-errors'
import { fillPath, queryString } from './url'

describe('fillPath', () => {
  it.each([
    ['/customers/:customerId', { customerId: 'BAC_123' }, '/customers/BAC_123'],
    ['/banks/:slug', { slug: 'a b/c?d' }, '/banks/a%20b%2Fc%3Fd'],
    ['/offers/:offerId/rates/:rate', { offerId: 'o-1', rate: 3 }, '/offers/o-1/rates/3'],
    ['/offers', {}, '/offers'],
    ['/dbs/:id', { id: 'ünï' }, '/dbs/%C3%BCn%C3%AF'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected)
  })

  it('throws for a placeholder without a value (a programmer mistake)', () => {
    expect(() => fillPath('/customers/:customerId', {})).toThrow(MissingPathParameterError)
  })
})

describe('queryString', () => {
  it.each([
    [{}, ''],
    [{ page: 2, sort: 'rating' }, '?page=2&sort=rating'],
    [{ a: undefined, b: null, c: 'x' }, '?c=x'],
    [
      { embed: ['all-persons', 'reference-accounts'] },
      '?embed=all-persons&embed=reference-accounts',
    ],
    [{ q: 'a&b=c' }, '?q=a%26b%3Dc'],
  ])('%j is %s', (query, expected) => {
    expect(queryString(query)).toBe(expected)
  })
})
