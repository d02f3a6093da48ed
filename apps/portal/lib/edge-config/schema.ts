import { z } from 'zod'

/** Edge configuration: routing hosts, cockpit hosts and the offers tabs per market. */
export const EdgeConfig = z.object({
  /** Country domain → the locale it serves. `*.localhost` aliases let country domains be tried locally. */
  countryHosts: z.record(z.string(), z.string()),
  /** Hosts of the shared .com domain, where the first path segment is the locale. */
  comHosts: z.array(z.string()),
  /** Hosts of the pension, crypto and ETF cockpits reached through the auth?next= handover. */
  cockpitHosts: z.object({ pension: z.string(), crypto: z.string(), etf: z.string() }),
  /** Product and promotion types whose tabs are shown, per locale, with a `default` entry. */
  activatedTabs: z.record(z.string(), z.array(z.string())),
})
export type EdgeConfig = z.infer<typeof EdgeConfig>
