import { contentSecurityPolicy } from '@/lib/security/content-security-policy'
import { downloadContentSecurityPolicy } from '@/lib/security/download-policy'
import { securityHeaders } from '@/lib/security/security-headers'

export interface ResponseHeadersInput {
  /** A page shared by every visitor: its cached HTML cannot carry this response's nonce. */
  shared: boolean
  nonce: string
  development: boolean
  deployed: boolean
  /** The document download: a file, which keeps its own sandboxing policy. */
  download?: boolean
}

/**
 * The security headers of a response. Pages of a visitor (auth, customer, anything not shared)
 * allow scripts only with this response's nonce and what they load ('strict-dynamic'); shared
 * pages get the static policy of lib/security/content-security-policy; the document download
 * keeps its file policy (lib/security/download-policy).
 */
export function responseHeaders(input: ResponseHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': input.download
      ? downloadContentSecurityPolicy
      : contentSecurityPolicy({
          nonce: input.shared ? undefined : input.nonce,
          development: input.development,
        }),
    ...securityHeaders(input.deployed),
  }
}
