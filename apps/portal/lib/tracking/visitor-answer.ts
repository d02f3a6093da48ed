/** The portal's `/visitor` answer: who is logged in and the customer group events report. */
export interface VisitorAnswer {
  loggedIn: boolean
  name?: string | null
  customerGroup?: string
}

/** The id of the JSON data block a customer page carries its answer in (no `/visitor` call). */
export const embeddedVisitorAnswerId = 'visitor-answer'

const answers = new Map<string, Promise<VisitorAnswer | null>>()

/** The answer the page was rendered with, when it carries one (customer pages do). */
function embeddedAnswer(): VisitorAnswer | null {
  const text = globalThis.document?.getElementById(embeddedVisitorAnswerId)?.textContent
  if (!text) return null
  try {
    const answer = JSON.parse(text) as VisitorAnswer
    return typeof answer?.loggedIn === 'boolean' ? answer : null
  } catch {
    return null
  }
}

/**
 * Reads `<base>/visitor` once per page load and base path: the header's name and the tracker's
 * customer group come from the same request, or from the page itself where it carries the answer.
 * A failure is `null`, never thrown.
 */
export function readVisitor(base: string): Promise<VisitorAnswer | null> {
  let answer = answers.get(base)
  if (!answer) {
    const embedded = embeddedAnswer()
    answer = embedded
      ? Promise.resolve(embedded)
      : fetch(`${base}/visitor`, { cache: 'no-store' })
          .then((response) => (response.ok ? (response.json() as Promise<VisitorAnswer>) : null))
          .catch(() => null)
    answers.set(base, answer)
  }
  return answer
}

/** Forgets the answers (after a login or logout the next page load asks again). */
export function forgetVisitor() {
  answers.clear()
}
