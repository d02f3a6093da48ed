import { contentContract } from '@portal/api-clients/contracts/content'
import { acceptedLanguages, isServedLanguage } from '@portal/domain/languages'
import { type Context, Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { findPage, findPressRelease, listPressReleases } from './content-catalogue'

const defaultPageSize = 10

/** The served language the portal asked for with `Accept-Language`, if any. */
const asked = (context: Context) =>
  acceptedLanguages(context.req.header('accept-language')).find(isServedLanguage)

/** The content service (`/cms/v1`): pages and press releases, public and read-only. */
export function createCmsRoutes(): Hono {
  const router = new Hono()
  registerEndpoint(router, contentContract.getPage, async ({ params, query, context }) => {
    return findPage(params.slug, query.locale, asked(context)) ?? pageNotFound(params.slug)
  })
  registerEndpoint(router, contentContract.listPressReleases, async ({ query, context }) =>
    listPressReleases(
      query.locale,
      query.page ?? 1,
      query.pageSize ?? defaultPageSize,
      asked(context),
    ),
  )
  registerEndpoint(router, contentContract.getPressRelease, async ({ params, query, context }) => {
    return findPressRelease(params.slug, query.locale, asked(context)) ?? pageNotFound(params.slug)
  })
  return router
}

const pageNotFound = (slug: string) =>
  new ServiceError(404, 'pageNotFound', `No content page ${slug}`)
