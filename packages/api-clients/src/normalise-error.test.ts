import { describe, expect, it } from 'vitest'
import { invalidResponseError, normaliseResponseError } from './normalise-error'

describe('normaliseResponseError (spec section 8)', () => {
  it("\"With no response: status 400, error 'Invalid Request Payload', message 'A technical error occurred.', code technicalError\"", () => {
    expect(normaliseResponseError()).toEqual({
      name: 'requestError',
      status: 400,
      error: 'Invalid Request Payload',
      message: 'A technical error occurred.',
      code: 'technicalError',
    })
  })

  it('"If the body is an array, the first item\'s code and message are used and the whole list is kept"', () => {
    const body = [
      { code: 'amountTooLow', message: 'The amount is too low.' },
      { code: 'termMissing', message: 'Choose a term.' },
    ]
    expect(normaliseResponseError({ status: 422, body })).toEqual({
      name: 'requestError',
      status: 422,
      code: 'amountTooLow',
      message: 'The amount is too low.',
      errors: body,
    })
  })

  it.each([
    {
      case: 'status, message, error and code are read',
      response: {
        status: 500,
        body: { status: 409, message: 'Already exists', error: 'Conflict', code: 'duplicate' },
      },
      expected: { status: 409, message: 'Already exists', error: 'Conflict', code: 'duplicate' },
    },
    {
      case: 'frontend_error_code has priority over code',
      response: {
        status: 400,
        body: { message: 'Bad IBAN', code: 'validation', frontend_error_code: 'invalidIban' },
      },
      expected: { status: 400, message: 'Bad IBAN', error: undefined, code: 'invalidIban' },
    },
    {
      case: 'the response status is used when the body has none',
      response: { status: 404, body: { message: 'Not found', code: 'notFound' } },
      expected: { status: 404, message: 'Not found', error: undefined, code: 'notFound' },
    },
    {
      case: 'a body that is not JSON falls back to the technical message and code',
      response: { status: 502, body: '<html>Bad gateway</html>' },
      expected: {
        status: 502,
        message: 'A technical error occurred.',
        error: undefined,
        code: 'technicalError',
      },
    },
  ])('$case', ({ response, expected }) => {
    expect(normaliseResponseError(response)).toEqual({ name: 'requestError', ...expected })
  })

  it.each([
    [{ status: 403, body: { message: 'Forbidden', code: 'forbidden' } }],
    [{ status: 200, body: { status: 403, message: 'Forbidden' } }],
    [{ status: 403, body: [{ code: 'forbidden', message: 'No access' }] }],
  ])('"Status 403 is named unauthorized" (%#)', (response) => {
    expect(normaliseResponseError(response).name).toBe('unauthorized')
  })

  it('an invalid 2xx body becomes invalidResponse with status 502', () => {
    expect(invalidResponseError([{ path: ['id'] }])).toMatchObject({
      status: 502,
      code: 'invalidResponse',
      errors: [{ path: ['id'] }],
    })
  })
})
