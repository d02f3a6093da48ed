import { describe, expect, it } from 'vitest'
import { probedUserBody, probedUserValue } from './probed-user'

const token = 'header.payload.signature-of-token-one'
const user = { firstName: 'Zoë', lastName: 'Müller-Łukasiewicz', bacNumbers: ['BAC_1'] }

describe('the user the services probe hands to the page', () => {
  it('arrives as it was read, in any script', () => {
    expect(probedUserBody(probedUserValue(token, user), token)).toEqual(user)
  })

  it('is read only for the token it was read with', () => {
    const value = probedUserValue(token, user)
    expect(probedUserBody(value, 'header.payload.signature-of-token-two')).toBeUndefined()
  })

  it.each([
    ['no header', null],
    ['an empty one', ''],
    ['no token mark', '%7B%7D'],
    ['a body that is not JSON', `${token.slice(-16)} %7Bnot-json`],
    ['a broken escape', `${token.slice(-16)} %E0%A4%A`],
  ])('is nothing for %s', (_case, value) => {
    expect(probedUserBody(value, token)).toBeUndefined()
  })
})
