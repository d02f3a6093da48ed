import type { ProductType } from '@portal/domain'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf, productTypeIn } from '@portal/domain/markets'

/**
 * A held deposit's product as the page's market names it, like its offer on the offer page: a euro
 * bank's PLN deposit is a term deposit to a Polish saver, not a foreign-currency one. The stored
 * product type stays the bank's, and it alone decides what the customer may do with the deposit.
 */
export function depositProduct(
  locale: PortalLocale,
  deposit: { productType: ProductType; currency: string; termMonths: number | null },
): ProductType {
  return productTypeIn(marketOf(locale), deposit)
}
