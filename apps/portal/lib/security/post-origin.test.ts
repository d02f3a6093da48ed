import { describe, expect, it } from 'vitest'
import { isOriginLessPost } from './origin-less-post'

describe('isOriginLessPost', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['POST', { 'next-action': 'abc' }, true],
    ['POST', { 'content-type': 'multipart/form-data; boundary=x' }, true],
    ['POST', { 'next-action': 'abc', origin: '' }, true],
    ['POST', { 'next-action': 'abc', origin: 'https://de.example' }, false],
    ['POST', { origin: 'null' }, false],
    ['GET', {}, false],
    ['HEAD', {}, false],
  ])('%s with %j → refused %s', (method, headers, refused) => {
    expect(isOriginLessPost(method, new Headers(headers))).toBe(refused)
  })
})
