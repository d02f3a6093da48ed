import 'server-only'
import { headers } from 'next/headers'
import { customerServicesHeader, identityHeader } from '@/lib/routing/request-headers'
import { unavailableMarker } from './customer-services-gate'

/**
 * Whether the middleware found the customer services unreachable and answers with 503. Only the middleware
 * sets the header: it is stripped from incoming requests.
 */
export async function areCustomerServicesUnavailable(): Promise<boolean> {
  return (await headers()).get(customerServicesHeader) === unavailableMarker
}

/**
 * Why a server action or route handler found no session: ended, or (with the middleware
 * reporting the services or the identity provider down) its token could not be renewed.
 */
export async function missingSessionReason(): Promise<'unavailable' | 'sessionEnded'> {
  const identityDown = (await headers()).get(identityHeader) === unavailableMarker
  return identityDown || (await areCustomerServicesUnavailable()) ? 'unavailable' : 'sessionEnded'
}
