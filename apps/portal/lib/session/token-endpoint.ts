/** The token calls the session code uses; they live in the identity module of the boundary. */
export type { TokenFailure, TokenResult, TokenSet } from '@portal/api-clients/edge'
export { requestTokens, revokeRefreshToken } from '@/lib/backend/identity'
