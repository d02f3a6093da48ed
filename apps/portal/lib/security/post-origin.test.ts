import { describe, expect, it } from 'vitest'
import { postRefusal } from './post-origin'

describe('postRefusal', () => {
  it.each<[string, Record<string, string>, ReturnType<typeof postRefusal>]>([
    ['POST', { host: 'localhost:3000', 'next-action': 'abc' }, 'no-origin'],
    [
      'POST',
      { host: 'localhost:3000', 'content-type': 'multipart/form-data; boundary=x' },
      'no-origin',
    ],
    ['POST', { host: 'localhost:3000', origin: '' }, 'no-origin'],
    ['POST', { host: 'localhost:3000', origin: 'http://localhost:3000' }, null],
    ['POST', { host: 'DE.localhost:3000', origin: 'http://de.localhost:3000' }, null],
    [
      'POST',
      {
        host: 'internal:8080',
        'x-forwarded-host': 'www.example.de',
        origin: 'https://www.example.de',
      },
      null,
    ],
    ['POST', { host: 'localhost:3000', origin: 'https://evil.example' }, 'foreign-origin'],
    ['POST', { host: 'localhost:3000', origin: 'http://localhost:3001' }, 'foreign-origin'],
    [
      'POST',
      { host: 'localhost:3000', origin: 'http://localhost:3000.evil.example' },
      'foreign-origin',
    ],
    ['POST', { host: 'localhost:3000', origin: 'null' }, 'foreign-origin'],
    ['POST', { origin: 'http://localhost:3000' }, 'foreign-origin'],
    ['GET', { host: 'localhost:3000', origin: 'https://evil.example' }, null],
    ['HEAD', {}, null],
  ])('%s with %j → %s', (method, headers, refusal) => {
    expect(postRefusal(method, new Headers(headers))).toBe(refusal)
  })
})
