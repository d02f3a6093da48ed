import 'server-only'
import { headers } from 'next/headers'
import { customerServicesHeader } from '@/lib/routing/request-headers'
import { unavailableMarker } from './customer-services-gate'

/**
 * Whether the middleware found the customer services unreachable and answers with 503. Only the middleware
 * sets the header: it is stripped from incoming requests.
 */
export async function areCustomerServicesUnavailable(): Promise<boolean> {
  return (await headers()).get(customerServicesHeader) === unavailableMarker
}

/**
 * Why a server action found no session: ended, or (with the middleware reporting the services
 * down) its token could not be renewed while the identity provider does not answer.
 */
export async function missingSessionReason(): Promise<'unavailable' | 'sessionEnded'> {
  return (await areCustomerServicesUnavailable()) ? 'unavailable' : 'sessionEnded'
}
