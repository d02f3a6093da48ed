/** The flag that chooses the postbox endpoint version (spec section 7). */
export const postboxV2FlagKey = 'baseCallingPostboxV2EndpointOnCP'

export type PostboxEndpointVersion = 'v1' | 'v2'

export function postboxEndpointVersion(useV2: boolean): PostboxEndpointVersion {
  return useV2 ? 'v2' : 'v1'
}
