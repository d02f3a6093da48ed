/** The portal's `/visitor` answer: who is logged in and the customer group events report. */
export interface VisitorAnswer {
  loggedIn: boolean
  name?: string | null
  customerGroup?: string
}

const answers = new Map<string, Promise<VisitorAnswer | null>>()

/**
 * Reads `<base>/visitor` once per page load and base path: the header's name and the tracker's
 * customer group come from the same request. A failure is `null`, never thrown.
 */
export function readVisitor(base: string): Promise<VisitorAnswer | null> {
  let answer = answers.get(base)
  if (!answer) {
    answer = fetch(`${base}/visitor`, { cache: 'no-store' })
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
