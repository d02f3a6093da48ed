/**
 * A POST without an `Origin` header. Every browser sends one on POST (forms and fetch alike), so
 * such a request comes from a script or from a proxy that dropped it. Next checks the origin of
 * server action calls but lets one without the header through; the portal refuses them all.
 */
export function isOriginLessPost(method: string, headers: Headers): boolean {
  return method === 'POST' && !headers.get('origin')
}
