import type { OfferTerms as Terms } from '@portal/api-clients/contracts/deposits'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { RichText } from '@/components/content/rich-text'

type OfferTermsProps = {
  /** Null when the terms could not be read: the catalogue's error then. */
  terms: Terms | null
  text: { summary: string; error: string; disclosures: string }
}

/** Product terms in a native disclosure (works without JavaScript); the catalogue's error if unavailable. */
export function OfferTerms({ terms, text }: OfferTermsProps) {
  return (
    <details className="group" data-testid="offer-terms">
      <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus-ring">
        {text.summary}
      </summary>
      <div className="mt-2 max-w-xl space-y-2 text-sm">
        {terms === null ? (
          <Alert variant="warning" data-testid="terms-error">
            <AlertDescription>{text.error}</AlertDescription>
          </Alert>
        ) : (
          <>
            <RichText html={terms.termsHtml} />
            {terms.disclosures.length > 0 ? (
              <>
                <p className="font-medium">{text.disclosures}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {terms.disclosures.map((disclosure) => (
                    <li key={disclosure}>{disclosure}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
    </details>
  )
}
