import { embeddedVisitorAnswerId, type VisitorAnswer } from '@/lib/tracking/visitor-answer'

/**
 * The `/visitor` answer written into a customer page, so its header and tracker do not ask for
 * it again after hydration (a request, a session check and two bank calls per page view). A JSON
 * data block: never executed, `<` escaped so no text of the answer can end the element.
 */
export async function EmbeddedVisitorAnswer({ answer }: { answer: Promise<VisitorAnswer> }) {
  return (
    <script
      type="application/json"
      id={embeddedVisitorAnswerId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, '<' escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(await answer).replaceAll('<', '\\u003c') }}
    />
  )
}
