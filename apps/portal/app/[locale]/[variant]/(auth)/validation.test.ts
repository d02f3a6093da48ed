import { NewPassword } from '@portal/api-clients/contracts/identity'
import { describe, expect, it } from 'vitest'
import { emailProblem, newPasswordProblem } from './validation'

describe('newPasswordProblem agrees with the contract', () => {
  it.each([
    ['', 'required'],
    ['short1', 'passwordTooShort'],
    ['123456789012', 'passwordNeedsLetter'],
    ['abcdefghijkl', 'passwordNeedsDigit'],
    ['Demo-Password-1', undefined],
    ['Passwort-mit-Ü-1', undefined],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem)
    expect(NewPassword.safeParse(password).success).toBe(problem === undefined)
  })
})

describe('emailProblem', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['demo', 'invalidEmail'],
    ['a@b', 'invalidEmail'],
    ['demo.personal@example.com', undefined],
  ])('%j → %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem)
  })
})
