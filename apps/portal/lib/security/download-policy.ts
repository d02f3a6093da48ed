import { fileRoutes } from '@/lib/routing/href'

/**
 * The policy of a file the portal hands out from the customer's depot (a PDF, an image or any
 * upload): nothing in it may load or run, whatever it holds. Not the pages' policy: the
 * middleware gives the download this one, so the route's own is never overwritten.
 */
export const downloadContentSecurityPolicy = "default-src 'none'; sandbox"

const downloadPath = new RegExp(`^${fileRoutes.documentDownload.replace(/\[\w+\]/g, '[^/]+')}$`)

/** Whether an address (after the locale) is the document download. */
export function isDownloadPath(appPath: string): boolean {
  return downloadPath.test(appPath)
}
