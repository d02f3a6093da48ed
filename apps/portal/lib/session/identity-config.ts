/** Where the identity provider is and what its tokens must say (lib/backend/identity). */
export {
  accessTokenAlgorithms,
  identityBaseUrl,
  identityIssuer,
  portalClientId,
} from '@/lib/backend/identity'
