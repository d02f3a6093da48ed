/**
 * The edge-light entry of the clients, for the edge middleware: the request core with the token
 * exchange, the service probe and the record presence check, validated with `zod/mini`. Nothing
 * here imports the classic zod contracts (see README).
 */
export { type RecordCall, type RecordPresence, recordPresence } from './edge/record-presence'
export {
  type ProbeAnswer,
  type ProbeCall,
  type ProbeOutcome,
  probeService,
  probeServiceAnswer,
} from './edge/service-probe'
export {
  exchangeTokens,
  revokeToken,
  type TokenFailure,
  type TokenResult,
  type TokenSet,
  tokenTimeoutMs,
} from './edge/token-client'
export { portalClientId } from './identity-tokens'
