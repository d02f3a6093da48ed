import type { OAuthErrorBody } from '@portal/api-clients/contracts/identity'

/**
 * An OAuth-style error of the token endpoint (RFC 6749 section 5.2) that is also a normalised
 * error: `error` is the OAuth error, `code` the normalised code the portal reads.
 */
export function oauthErrorResponse(
  status: number,
  error: string,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: OAuthErrorBody = { status, error, error_description: message, message, code }
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', pragma: 'no-cache', ...headers },
  })
}
