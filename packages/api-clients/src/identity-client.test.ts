import { describe, expect, it } from 'vitest'
import { createApiClients } from './api-clients'
import { fakeFetch, jsonResponse } from './testing/fake-fetch'

const tokens = {
  access_token: 'a.b.c',
  refresh_token: 'r1',
  token_type: 'Bearer',
  expires_in: 300,
  refresh_expires_in: 3600,
  server_time: 1_736_931_600_000,
}

describe('identity client', () => {
  it('posts the password grant form-encoded to the token path, without a bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(tokens))
    const api = createApiClients({
      region: 'DEU',
      environment: 'local',
      fetch,
      getAccessToken: () => 'should-not-be-sent',
    })
    const result = await api.identity.requestToken({
      body: {
        grant_type: 'password',
        username: 'demo.personal@example.com',
        password: 'secret',
        client_id: 'savings-portal',
      },
    })
    expect(result.data).toEqual(tokens)
    expect(calls[0]?.url).toBe('http://localhost:8080/idp/oauth2/token')
    expect(calls[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(calls[0]?.headers.has('authorization')).toBe(false)
    expect(new URLSearchParams(String(calls[0]?.body)).get('username')).toBe(
      'demo.personal@example.com',
    )
  })

  it('reaches the content service under /cms/v1', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({ items: [], total: 0, page: 1, pageSize: 10 }),
    )
    const api = createApiClients({ region: 'DEU', environment: 'local', fetch })
    await api.content.listPressReleases({ query: { locale: 'de-de', page: 2 } })
    expect(calls[0]?.url).toBe('http://localhost:8080/cms/v1/press-releases?locale=de-de&page=2')
  })
})
