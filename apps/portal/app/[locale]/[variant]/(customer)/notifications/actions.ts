'use server'

import { revalidatePath } from 'next/cache'
import { markAllNotificationsRead } from '@/lib/backend/notifications'
import { requireSession } from '@/lib/session/get-session'

/** Marks every notification of the session's account read. */
export async function markAllRead(): Promise<void> {
  const session = await requireSession('notifications')
  if (!session.bacNumber) return
  await markAllNotificationsRead(session, session.bacNumber)
  revalidatePath('/', 'layout')
}
