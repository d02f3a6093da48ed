import type { Hono } from 'hono'

/** DEVELOPMENT ONLY: the seeded demo password (see seed/demo-customers.ts). */
export { demoPassword } from '../seed/demo-customers'

/** Posts form fields, as the portal's token call does. */
export function postForm(
  app: Hono,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

export function passwordGrant(
  app: Hono,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return postForm(
    app,
    '/idp/oauth2/token',
    { grant_type: 'password', username, password, client_id: 'savings-portal' },
    headers,
  )
}

export function refreshGrant(app: Hono, refreshToken: string) {
  return postForm(app, '/idp/oauth2/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  })
}

/** Logs in and returns the token response body. */
export async function logIn(app: Hono, username: string, password: string) {
  const response = await passwordGrant(app, username, password)
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`)
  return (await response.json()) as { access_token: string; refresh_token: string }
}

export function getWithToken(app: Hono, path: string, token: string) {
  return app.request(path, { headers: { authorization: `Bearer ${token}` } })
}
