import { contentContract } from '@portal/api-clients/contracts/content'
import { Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { findPage, findPressRelease, listPressReleases } from './content-catalogue'

const defaultPageSize = 10

/** The content service (`/cms/v1`): pages and press releases, public and read-only. */
export function createCmsRoutes(): Hono {
  const router = new Hono()
  registerEndpoint(router, contentContract.getPage, async ({ params, query }) => {
    return findPage(params.slug, query.locale) ?? pageNotFound(params.slug)
  })
  registerEndpoint(router, contentContract.listPressReleases, async ({ query }) =>
    listPressReleases(query.locale, query.page ?? 1, query.pageSize ?? defaultPageSize),
  )
  registerEndpoint(router, contentContract.getPressRelease, async ({ params, query }) => {
    return findPressRelease(params.slug, query.locale) ?? pageNotFound(params.slug)
  })
  return router
}

const pageNotFound = (slug: string) =>
  new ServiceError(404, 'pageNotFound', `No content page ${slug}`)
