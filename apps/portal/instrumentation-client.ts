// Runs before the app's modules in the browser. Zod probes `new Function` when it builds its first
// object schema; under the portal's strict CSP that probe is refused and reported as a violation
// (harmlessly caught, but noise in every CSP report). Jitless parsing skips the probe. Zod reads
// its configuration from this global when it loads (zod/v4/core `globalConfig`), so setting it
// here configures every copy without bundling zod into this entry.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
