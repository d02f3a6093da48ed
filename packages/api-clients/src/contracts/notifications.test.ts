import { describe, expect, it } from 'vitest'
import { Notification, NotificationPage } from './notifications'

const notification = {
  id: 'NOT_1',
  type: 'message_received',
  title: 'New message in your postbox',
  text: 'Partner Bank AG sent you your interest statement.',
  createdAt: '2026-11-23T07:00:00Z',
  read: false,
  link: '/postbox/messages',
}

describe('notifications contract', () => {
  it('accepts a page with its unread count', () => {
    const page = { items: [notification], total: 1, unreadCount: 1 }
    expect(NotificationPage.parse(page)).toEqual(page)
  })

  it.each([
    ['/postbox/messages?action=write-message', true],
    [null, true],
    ['https://evil.example/', false],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['postbox', false],
  ])('link %j → %s', (link, accepted) => {
    expect(Notification.safeParse({ ...notification, link }).success).toBe(accepted)
  })

  it('rejects an unknown type', () => {
    expect(Notification.safeParse({ ...notification, type: 'marketing_blast' }).success).toBe(false)
  })
})
