'use client'

import { useEffect } from 'react'

/** Marks the shown unread messages read once they are on screen (a write, so not in the GET). */
export function MarkRead({
  messageIds,
  action,
}: {
  messageIds: readonly string[]
  action: (ids: string[]) => Promise<void>
}) {
  const key = messageIds.join(',')
  useEffect(() => {
    if (key) void action(key.split(','))
  }, [key, action])
  return null
}
