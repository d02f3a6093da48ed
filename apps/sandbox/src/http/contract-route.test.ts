import { defineEndpoint } from '@portal/api-clients/contracts/endpoint'
import { Hono, type MiddlewareHandler } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { closeDatabase, type Database, isDatabaseAvailable } from '../db/database'
import { openTestDatabase } from '../test-support/seeded-database'
import { registerEndpoint } from './contract-route'
import { answerNotFound, createErrorAnswer } from './error-responses'
import { ServiceError } from './service-error'

// A write endpoint defined only for this test: the adapter must reject bad input before the
// handler runs, so nothing reaches the table.
const saveNote = defineEndpoint({
  method: 'POST',
  path: '/notes/:noteId',
  auth: 'bearer',
  params: z.object({ noteId: z.string().regex(/^n\d+$/) }),
  body: z.object({ text: z.string().min(1), stars: z.number().int().min(1).max(5) }),
  response: z.object({ saved: z.literal(true) }),
})
const explode = defineEndpoint({
  method: 'GET',
  path: '/explode',
  auth: 'none',
  response: z.object({}),
})

let database: Database
let app: Hono

/** Stands in for the bank's access rules: refuses a request that says so, before anything else. */
const refuseWhenAsked: MiddlewareHandler = async (c, next) => {
  if (c.req.header('x-refuse') !== undefined) {
    return new ServiceError(403, 'unauthorized', 'Refused.').toResponse()
  }
  await next()
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: false })
  await database.client.exec('create table notes (id text primary key, text text, stars int)')
  app = new Hono()
  registerEndpoint(
    app,
    saveNote,
    async ({ params, body }) => {
      await database.client.query('insert into notes values ($1, $2, $3)', [
        params.noteId,
        body.text,
        body.stars,
      ])
      return { saved: true as const }
    },
    { access: refuseWhenAsked },
  )
  registerEndpoint(app, explode, async () => {
    throw new Error('secret internal detail')
  })
  app.notFound(answerNotFound)
  app.onError(
    createErrorAnswer({
      isDatabaseAvailable: () => isDatabaseAvailable(database),
      logError: () => {},
    }),
  )
})
afterAll(() => closeDatabase(database))

async function noteCount(): Promise<number> {
  const result = await database.client.query<{ n: number }>('select count(*)::int as n from notes')
  return result.rows[0]?.n ?? -1
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

describe('registerEndpoint', () => {
  it.each([
    ['malformed JSON', '/notes/n1', '{"text": "hi", ', 'invalidJson'],
    ['an empty body', '/notes/n1', '', 'invalidJson'],
    ['a wrong type', '/notes/n1', '{"text": "hi", "stars": "five"}', 'invalidRequest'],
    ['a missing field', '/notes/n1', '{"text": "hi"}', 'invalidRequest'],
    ['an out-of-range number', '/notes/n1', '{"text": "hi", "stars": 9}', 'invalidRequest'],
    ['a bad path parameter', '/notes/x1', '{"text": "hi", "stars": 3}', 'invalidRequest'],
  ])('answers %s with 400 and writes nothing', async (_case, path, body, code) => {
    const response = await post(path, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ status: 400, error: 'Bad Request', code })
    expect(await noteCount()).toBe(0)
  })

  it('writes valid input and answers with the response shape', async () => {
    const response = await post('/notes/n7', '{"text": "hi", "stars": 3}')
    expect(response.status).toBe(200)
    expect(saveNote.response.parse(await response.json())).toEqual({ saved: true })
    expect(await noteCount()).toBe(1)
  })

  it('runs the access rule first: a refused request is not even validated', async () => {
    const response = await post('/notes/x1', '{"text": ', { 'x-refuse': 'yes' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'unauthorized' })
    expect(await noteCount()).toBe(1)
  })

  it('refuses to mount a bearer endpoint without an access rule', () => {
    expect(() =>
      registerEndpoint(new Hono(), saveNote, async () => ({ saved: true as const })),
    ).toThrow('POST /notes/:noteId needs an access rule')
  })

  it('answers an unexpected exception with a 500 normalised error and no stack', async () => {
    const response = await app.request('/explode')
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'A technical error occurred.',
      code: 'technicalError',
    })
  })
})
