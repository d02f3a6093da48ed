import type { PostboxFolder, PostboxMessageSummary } from '@portal/api-clients/contracts/postbox'

/** A message of a folder list, whichever endpoint served it. */
export type MessageRow = PostboxMessageSummary & { attachmentCount: number }

export const postboxFolders: readonly PostboxFolder[] = ['inbox', 'documents', 'sent']

export interface PostboxQuery {
  folder: PostboxFolder
  threadId: string | null
  writing: boolean
}

/** The postbox page's query: `folder`, `thread`, and `action=write-message` (spec section 2). */
export function readPostboxQuery(
  query: Record<string, string | string[] | undefined>,
): PostboxQuery {
  const one = (name: string) => {
    const value = query[name]
    return typeof value === 'string' ? value : null
  }
  const folder = postboxFolders.find((known) => known === one('folder')) ?? 'inbox'
  const thread = one('thread')
  return {
    folder,
    threadId: thread && /^[\w-]{1,100}$/.test(thread) ? thread : null,
    writing: one('action') === 'write-message',
  }
}
