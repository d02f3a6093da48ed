import { describe, expect, it } from 'vitest'
import { createIntegrationRoutes } from './integration-routes'

describe('integration service: POST /store', () => {
  it('keeps a click id and reports it as stored', async () => {
    const app = createIntegrationRoutes()
    expect((await app.request('/store/abc-1')).status).toBe(404)
    const response = await app.request('/store', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ irclickid: 'abc-1' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ stored: true })
    expect((await app.request('/store/abc-1')).status).toBe(200)
  })
})
