import { describe, expect, it } from 'vitest'
import { bankNameAfterBankWord } from './bank-name'

describe('bankNameAfterBankWord: a bank name after a text that says "bank" already', () => {
  it.each([
    ['Bank Solrion', 'pl-pl', 'Solrion'],
    ['Bank Alvford Capital', 'pl-PL', 'Alvford Capital'],
    ['Solrion Bank', 'pl-pl', 'Solrion Bank'],
    ['Banque Solrion', 'pl-pl', 'Banque Solrion'],
    ['Banka Alvford', 'pl-pl', 'Banka Alvford'],
    ['Bankowy Dom', 'pl-pl', 'Bankowy Dom'],
    ['Bank', 'pl-pl', 'Bank'],
    ['Bank Solrion', 'de-de', 'Bank Solrion'],
    ['Bank Solrion', 'en-gb', 'Bank Solrion'],
    ['Bank Solrion', 'fr-fr', 'Bank Solrion'],
  ])('%s in %s reads %s', (name, locale, expected) => {
    expect(bankNameAfterBankWord(name, locale)).toBe(expected)
  })
})
