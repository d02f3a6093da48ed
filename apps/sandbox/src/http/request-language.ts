import { acceptedTag, marketOfResidence } from '@portal/domain/languages'
import { defaultLocale, toPortalLocale } from '@portal/domain/locales'
import { type MarketLanguage, markets } from '@portal/domain/markets'
import type { Context } from 'hono'
import type { ReaderLanguage } from '../bank/customers/reader-language'

/**
 * The language of an answer read on a page: the `Accept-Language` the portal sends (the page's
 * language, `de-CH` with its region), else the language of the market `locale` names (`fr-fr`),
 * else of the default market. Garbage and unserved languages count as not sent.
 */
export function requestLanguage(context: Context, locale?: string | undefined): ReaderLanguage {
  const market = markets[toPortalLocale(locale ?? '') ?? defaultLocale]
  return (
    acceptedTag(context.req.header('accept-language'), market) ?? {
      language: market.language,
      tag: market.intlTag,
    }
  )
}

/** Like `requestLanguage`, but the customer's stored language when the request names none. */
export async function requestOrCustomerLanguage(
  context: Context,
  customer: () => Promise<ReaderLanguage>,
): Promise<ReaderLanguage> {
  const asked = acceptedTag(context.req.header('accept-language'), marketOfResidence(undefined))
  return asked ?? (await customer())
}

/** The served language the request asks for with `Accept-Language`, if it names one. */
export function askedLanguage(context: Context): MarketLanguage | undefined {
  return acceptedTag(context.req.header('accept-language'), marketOfResidence(undefined))?.language
}
