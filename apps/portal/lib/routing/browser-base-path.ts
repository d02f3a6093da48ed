/**
 * The prefix of links as the browser addresses this portal: `/<locale>` on the .com domain,
 * `''` on a country host (its paths carry no locale). Read from the address, since a page shared
 * by every host cannot be told on the server.
 */
export function browserBasePath(locale: string, pathname: string): string {
  const prefix = `/${locale}`
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix : ''
}
