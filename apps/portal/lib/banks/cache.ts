/** Public marketplace and CMS data is shared by every visitor: the spec's 300 s cache lifetime. */
export const publicRevalidateSeconds = 300

export function publicCache(...tags: string[]) {
  return { next: { revalidate: publicRevalidateSeconds, tags } }
}
