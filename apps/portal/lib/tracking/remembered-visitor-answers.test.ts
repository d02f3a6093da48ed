import { describe, expect, it } from 'vitest'
import { rememberedVisitorAnswers } from './remembered-visitor-answers'

const liz = { accessToken: 'token-of-liz', bacNumber: 'BAC_1' }
const answer = { loggedIn: true, name: 'Liz Ender', customerGroup: 'retail' }

function clock() {
  let ms = 1_000
  return { now: () => ms, pass: (by: number) => (ms += by) }
}

describe('remembered visitor answers', () => {
  it('give a session its kept answer until the reuse time has passed', () => {
    const time = clock()
    const answers = rememberedVisitorAnswers({ ttlMs: 60_000, now: time.now })
    expect(answers.get(liz)).toBeUndefined()
    answers.keep(liz, answer)
    time.pass(59_000)
    expect(answers.get(liz)).toEqual(answer)
    time.pass(2_000)
    expect(answers.get(liz)).toBeUndefined()
  })

  it('keep the answer of one token and account only', () => {
    const answers = rememberedVisitorAnswers()
    answers.keep(liz, answer)
    // the other customer account of the same login may be a business one
    expect(answers.get({ ...liz, bacNumber: 'BAC_2' })).toBeUndefined()
    // a renewed token reads again
    expect(answers.get({ ...liz, accessToken: 'renewed-token' })).toBeUndefined()
  })

  it('never keep an answer without the name or for nobody logged in', () => {
    const answers = rememberedVisitorAnswers()
    answers.keep(liz, { ...answer, name: null })
    expect(answers.get(liz)).toBeUndefined()
    answers.keep(liz, { loggedIn: false })
    expect(answers.get(liz)).toBeUndefined()
  })

  it('forget the least recently used sessions beyond the bound', () => {
    const answers = rememberedVisitorAnswers({ max: 2 })
    const owners = ['a', 'b', 'c'].map((token) => ({ accessToken: token, bacNumber: 'BAC_1' }))
    for (const owner of owners) answers.keep(owner, answer)
    expect(owners.map((owner) => answers.get(owner) !== undefined)).toEqual([false, true, true])
  })
})
