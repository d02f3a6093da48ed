import { Hono } from 'hono'
import { findBank, findOffer } from '../../bank/catalogue/bank-lookup'
import type { SandboxOrm } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import { bankLogoSvg } from './bank-logo-svg'
import { parseDocumentId } from './document-paths'
import { documentPdf } from './document-pdf'

const cacheForADay = 'public, max-age=86400'

/** Images of the content pages' media tiles, by file name, with their title. */
const contentImages: Readonly<Record<string, string>> = {
  'one-account.svg': 'One Account',
  'deposit-protection.svg': 'Deposit Protection',
}

/** Generated static assets the seed links to: bank logos (SVG) and documents (PDF). */
export function createAssetsRoutes(orm: SandboxOrm): Hono {
  const router = new Hono()
  router.get('/banks/:slug/logo.svg', async (c) => {
    const bank = await findBank(orm, c.req.param('slug'))
    if (bank === undefined) return assetNotFound()
    return c.body(bankLogoSvg(bank.slug, bank.name), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': cacheForADay,
    })
  })
  router.get('/content/:file', (c) => {
    const title = contentImages[c.req.param('file')]
    if (title === undefined) return assetNotFound()
    return c.body(bankLogoSvg(c.req.param('file'), title), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': cacheForADay,
    })
  })
  router.get('/documents/:file', async (c) => {
    const file = c.req.param('file')
    const ref = file.endsWith('.pdf') ? parseDocumentId(file.slice(0, -4)) : undefined
    if (ref === undefined) return assetNotFound()
    const owner =
      ref.owner === 'bank'
        ? (await findBank(orm, ref.ownerId))?.name
        : await findOffer(orm, ref.ownerId).then(
            (offer) => offer && `${offer.bank.name}, ${offer.id}`,
          )
    if (owner === undefined) return assetNotFound()
    // opened by the browser itself: its Accept-Language chooses the language
    const bytes = await documentPdf(ref.kind, owner, requestLanguage(c))
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file}"`,
      'cache-control': cacheForADay,
      vary: 'accept-language',
    })
  })
  return router
}

const assetNotFound = () => new ServiceError(404, 'assetNotFound', 'No such asset.').toResponse()
