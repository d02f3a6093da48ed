import type { ApiClientConfig } from './config'
import type { RequestOptions } from './exchange'
import { request } from './request'
import type { ApiResult } from './result'
import type { ServiceName } from './services'

export type ServiceRequestOptions = Omit<RequestOptions, 'service' | 'url'>

/** The generic request bound to one service, for services without a contract yet. */
export interface ServiceRequester {
  request: (options: ServiceRequestOptions) => Promise<ApiResult<unknown>>
}

export function bindService(service: ServiceName, config: ApiClientConfig): ServiceRequester {
  return { request: (options) => request({ ...options, service }, config) }
}
