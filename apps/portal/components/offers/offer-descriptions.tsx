import type { Description } from '@portal/domain'
import { PartnerLanguage } from '@/components/content/partner-language'
import { sanitiseHtml } from '@/lib/html/sanitise-html'
import { insuranceKey } from '@/lib/offers/insurance-key'
import type { OfferTexts } from '@/lib/offers/offer-texts'

/** Description blocks: STRING_HTML sanitised, STRING_PLAIN as text. */
export function OfferDescriptions({
  descriptions,
  texts,
}: {
  descriptions: readonly Description[]
  texts: OfferTexts
}) {
  if (descriptions.length === 0) return null
  return (
    <div className="space-y-3 text-sm">
      {descriptions.map((description) => (
        <section
          key={description.id}
          aria-label={texts.t(`insurance.${insuranceKey(description.id)}`)}
        >
          <h4 className="font-medium text-muted-foreground">
            {texts.t(`insurance.${insuranceKey(description.id)}`)}
          </h4>
          <PartnerLanguage
            language={description.language}
            pageTag={texts.tag}
            note={(language) => texts.t('untranslated', { language })}
          >
            {description.type === 'STRING_HTML' ? (
              <div
                className="[&_li]:ms-4 [&_ul]:list-disc"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitiseHtml
                dangerouslySetInnerHTML={{ __html: sanitiseHtml(description.value) }}
              />
            ) : (
              <p>{description.value}</p>
            )}
          </PartnerLanguage>
        </section>
      ))}
    </div>
  )
}
