/** The answers of the stories' unanswered calls, given when the story is unmounted. */
const owed = new Set<() => void>()

/**
 * A server call that does not answer while the story runs, so the story shows the waiting state.
 * It answers `answer` once the story is unmounted (`answerOwed`, a cleanup of the preview):
 * React keeps every async action of a page pending until all of them have settled, and the story
 * files of a test run share their page, so one call left unanswered for good would keep the forms
 * of every later story busy.
 */
export function unanswered<T>(answer: T): Promise<T> {
  return new Promise((resolve) => {
    owed.add(() => resolve(answer))
  })
}

/** Answers every call left unanswered by the story that ends. */
export function answerOwed() {
  for (const answer of owed) answer()
  owed.clear()
}
