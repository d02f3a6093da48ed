import { describe, expect, it } from 'vitest'
import { EmailAddress, emailAddressProblem } from './email-address'

describe('EmailAddress: accepted and normalised', () => {
  it.each([
    ['erika@example.com', 'erika@example.com'],
    ['  erika@example.com ', 'erika@example.com'],
    ['Erika.Mustermann@Example.DE', 'Erika.Mustermann@example.de'],
    ['erika+savings@mail.example.co.uk', 'erika+savings@mail.example.co.uk'],
    ["o'brien@example.ie", "o'brien@example.ie"],
  ])('%j → %s', (input, address) => {
    expect(EmailAddress.parse(input)).toBe(address)
  })
})

describe('EmailAddress: issue 16 "e-mail without a domain" and other typos', () => {
  it.each([
    ['', 'email_invalid'],
    ['erika', 'email_invalid'],
    ['erika@', 'email_invalid'],
    ['erika@example', 'email_invalid'],
    ['@example.com', 'email_invalid'],
    ['erika mustermann@example.com', 'email_invalid'],
    ['erika@exa mple.com', 'email_invalid'],
    ['erika@@example.com', 'email_invalid'],
    ['erika@a@example.com', 'email_invalid'],
    ['erika..m@example.com', 'email_invalid'],
    ['.erika@example.com', 'email_invalid'],
    ['erika@example..com', 'email_invalid'],
    ['erika@-example.com', 'email_invalid'],
    ['<script>@example.com', 'email_invalid'],
    ['erika@example.com\n', null],
    ['erika@example.com\nbcc:x@example.com', 'email_invalid'],
    [`${'a'.repeat(250)}@example.com`, 'email_too_long'],
  ])('%j → %s', (input, problem) => {
    expect(emailAddressProblem(input)).toBe(problem)
  })
})
