/**
 * The prefix of links as the browser addresses this portal: `/<locale>` on the .com domain,
 * `''` on a country host (its paths carry no locale). Read from the address, for browser code
 * outside a rendering (rendered links take the page variant's, lib/page/page-links).
 */
export function browserBasePath(locale: string, pathname: string): string {
  const prefix = `/${locale}`
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix : ''
}
