import { failure, success } from '@portal/api-clients/result'
import { describe, expect, it } from 'vitest'
import { dataOf, dataOrNotFound, ServiceUnavailableError } from './service-errors'

const refused = (status: number) =>
  failure<string>({ name: 'requestError', status, message: 'm', code: 'c' })

describe('the boundary’s error mapping', () => {
  it('passes the data of a success through', () => {
    expect(dataOf('deposits', success('offers', 200))).toBe('offers')
    expect(dataOrNotFound('deposits', success('offer', 200))).toBe('offer')
  })

  it.each([400, 403, 404, 500, 502, 503])('turns a %i into ServiceUnavailableError', (status) => {
    expect(() => dataOf('content', refused(status))).toThrow(
      new ServiceUnavailableError('content', status),
    )
  })

  it('reads a 404 as no such record where a record is asked for', () => {
    expect(dataOrNotFound('deposits', refused(404))).toBeNull()
    expect(() => dataOrNotFound('deposits', refused(503))).toThrow(ServiceUnavailableError)
  })
})
