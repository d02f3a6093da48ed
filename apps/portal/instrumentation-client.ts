import { z } from 'zod'

// Runs before the app's modules in the browser. Zod probes `new Function` when it builds its first
// object schema; under the portal's strict CSP that probe is refused and reported as a violation
// (harmlessly caught, but noise in every CSP report). Jitless parsing skips the probe.
z.config({ jitless: true })
