import type { Description } from '@portal/domain'
import { marketOf } from '@portal/domain/markets'
import { Subsection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { PartnerLanguage } from '@/components/content/partner-language'
import { RichText } from '@/components/content/rich-text'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

/** STRING_HTML descriptions sanitised, STRING_PLAIN ones as plain text; untranslated ones say so. */
export function Descriptions({ items }: { items: Description[] }) {
  const t = useTranslations('Offers')
  const pageTag = marketOf(usePortalLocale()).intlTag
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <PartnerLanguage
          key={item.id}
          language={item.language}
          pageTag={pageTag}
          note={(language) => t('untranslated', { language })}
        >
          {item.type === 'STRING_HTML' ? (
            <RichText html={item.value} />
          ) : (
            <p className="whitespace-pre-line">{item.value}</p>
          )}
        </PartnerLanguage>
      ))}
    </div>
  )
}

/** Descriptions under their own `h2`, at a readable width. */
export function DescriptionsSection({
  headingId,
  title,
  items,
}: {
  headingId: string
  title: string
  items: Parameters<typeof Descriptions>[0]['items']
}) {
  return (
    <Subsection headingId={headingId} title={title} className="max-w-3xl space-y-3">
      <Descriptions items={items} />
    </Subsection>
  )
}
