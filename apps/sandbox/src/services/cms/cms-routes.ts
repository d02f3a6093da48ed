import { contentContract } from '@portal/api-clients/contracts/content'
import { Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'
import { askedLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import { findPage, findPressRelease, listPressReleases } from './content-catalogue'

const defaultPageSize = 10

/** The content service (`/cms/v1`): pages and press releases, public and read-only. */
export function createCmsRoutes(): Hono {
  const router = new Hono()
  registerEndpoint(router, contentContract.getPage, async ({ params, query, context }) => {
    return findPage(params.slug, query.locale, askedLanguage(context)) ?? pageNotFound(params.slug)
  })
  registerEndpoint(router, contentContract.listPressReleases, async ({ query, context }) =>
    listPressReleases(
      query.locale,
      query.page ?? 1,
      query.pageSize ?? defaultPageSize,
      askedLanguage(context),
    ),
  )
  registerEndpoint(router, contentContract.getPressRelease, async ({ params, query, context }) => {
    return (
      findPressRelease(params.slug, query.locale, askedLanguage(context)) ??
      pageNotFound(params.slug)
    )
  })
  return router
}

const pageNotFound = (slug: string) =>
  new ServiceError(404, 'pageNotFound', `No content page ${slug}`)
