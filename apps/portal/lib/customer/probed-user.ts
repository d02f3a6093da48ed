/**
 * The user the middleware's probe of the customer services read (`GET /users/me`, the same read
 * a customer page makes), handed to the page in a request header so that the page does not ask
 * again in the same request. The value names the token it was read with (the end of its
 * signature): a page reads it only for that token.
 */
const tokenMark = (accessToken: string) => accessToken.slice(-16)

export function probedUserValue(accessToken: string, body: unknown): string {
  return `${tokenMark(accessToken)} ${encodeURIComponent(JSON.stringify(body))}`
}

/** The handed-over body for `accessToken`, or undefined (none, another token's, unreadable). */
export function probedUserBody(value: string | null, accessToken: string): unknown {
  const space = value?.indexOf(' ') ?? -1
  if (!value || space < 1 || value.slice(0, space) !== tokenMark(accessToken)) return undefined
  try {
    return JSON.parse(decodeURIComponent(value.slice(space + 1)))
  } catch {
    return undefined
  }
}
