import { describe, expect, it } from 'vitest'
import {
  eventSchemaVersion,
  productVersion,
  trackerSettings,
  trackingPortal,
  trackingZone,
} from './constants'

describe('tracking constants (spec section 9)', () => {
  it('"schema version 1-0-3, portal customer-portal, zone Customer Portal. Product version 1.504.3"', () => {
    expect([eventSchemaVersion, trackingPortal, trackingZone, productVersion]).toEqual([
      '1-0-3',
      'customer-portal',
      'Customer Portal',
      '1.504.3',
    ])
  })

  it('"post limit 40000 bytes, connection timeout 5000 ms, session timeout 1800 s, cookie lifetime 63072000 s, no retry on 400, 401, 403, 410, 422"', () => {
    expect(trackerSettings).toEqual({
      postLimitBytes: 40000,
      connectionTimeoutMs: 5000,
      sessionTimeoutSeconds: 1800,
      cookieLifetimeSeconds: 63072000,
      noRetryStatusCodes: [400, 401, 403, 410, 422],
    })
  })
})
