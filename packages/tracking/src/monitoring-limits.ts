const kib = 1024
const second = 1000
const minute = 60 * second

/**
 * Monitoring numbers of spec section 9 that `@datadog/browser-rum` 7.x fixes internally and does
 * not expose as init options. Documented here so a reviewer can compare them with the SDK (the
 * 7.16 sources use the same values: SESSION_TIME_OUT_DELAY, SESSION_EXPIRATION_DELAY,
 * MAX_QUEUE_BYTES_COUNT, MAX_ONGOING_BYTES_COUNT, 32 ongoing requests, INITIAL/MAX_BACKOFF_TIME,
 * SEGMENT_DURATION_LIMIT, SEGMENT_BYTES_LIMIT, INITIALIZATION_TIME_OUT_DELAY). Nothing reads them.
 */
export const monitoringSdkLimits = {
  sessionMaxDurationMs: 4 * 60 * minute,
  sessionInactivityMs: 15 * minute,
  queueBytes: 3 * kib * kib,
  ongoingBandwidthBytes: 80 * kib,
  maxConcurrentRequests: 32,
  retryBackoffMs: { initial: second, max: 60 * second },
  batchMessages: 50,
  batchBytes: 16 * kib,
  flushTimeoutMs: 30 * second,
  messageBytes: 256 * kib,
  segmentDurationMs: 5 * second,
  segmentBytes: 60_000,
  workerInitTimeoutMs: 30 * second,
} as const
