import type { HostConfig } from './hosts'

/** How the clients reach the backend. Nothing here is kept between requests except this object. */
export interface ApiClientConfig extends HostConfig {
  /** Read once per request that needs a bearer token; on the server it reads the session cookie. */
  getAccessToken?: () => string | undefined | Promise<string | undefined>
  fetch?: typeof fetch
  /**
   * The language the page is written in, as its `Intl` tag (`de-CH`): sent as `Accept-Language`
   * with every call, so the backend writes its texts (offer details, documents, notices) in it.
   * A function is asked once per call (the server reads the request's page then).
   */
  language?: string | (() => string | undefined | Promise<string | undefined>)
}
