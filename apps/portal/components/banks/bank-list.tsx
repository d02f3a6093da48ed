import type { Bank } from '@portal/domain'
import { formatMoney } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@portal/ui/card'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { Logo } from '@portal/ui/logo'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { assetUrl } from '@/lib/content/asset-url'
import { pageHrefs } from '@/lib/page/page-links'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

/** Partner banks as cards; the bank name links to the bank page and covers the whole card. */
export async function BankList({ banks, market }: { banks: Bank[]; market: LocaleInfo }) {
  const t = await getTranslations({ locale: market.locale, namespace: 'BankList' })
  const href = await pageHrefs()
  const countries = new Intl.DisplayNames([market.tag], { type: 'region' })
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="bank-list">
      {banks.map((bank) => (
        <li key={bank.slug}>
          <Card variant="interactive" className="h-full">
            <CardHeader className="flex flex-row items-center gap-3">
              <Logo name={bank.name} src={assetUrl(bank.logoUrl, market.locale)} size="md" />
              <div className="min-w-0">
                <CardTitle asChild>
                  <h2>
                    <NextLink
                      href={href('bank', { slug: bank.slug })}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                      data-testid="bank-card-link"
                      {...trackLinkAttribute({ type: 'bank_card_click', bankSlug: bank.slug })}
                    >
                      {bank.name}
                    </NextLink>
                  </h2>
                </CardTitle>
                <CardDescription>
                  {countries.of(bank.countryCode) ?? bank.countryCode}
                </CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <DescriptionList>
                <DescriptionItem term={t('rating')}>
                  <span data-testid="bank-rating">{bank.countryCreditRating}</span>
                </DescriptionItem>
                <DescriptionItem term={t('guarantee')}>
                  {`${bank.depositGuarantee.scheme}, ${formatMoney(bank.depositGuarantee.limit, bank.depositGuarantee.currency, market.tag)}`}
                </DescriptionItem>
              </DescriptionList>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
