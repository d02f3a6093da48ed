import { describe, expect, it } from 'vitest'
import { readPostboxQuery } from './postbox-view'

describe('readPostboxQuery', () => {
  it.each([
    [{}, { folder: 'inbox', threadId: null, writing: false }],
    [{ action: 'write-message' }, { folder: 'inbox', threadId: null, writing: true }],
    [{ folder: 'sent' }, { folder: 'sent', threadId: null, writing: false }],
    [{ folder: 'trash' }, { folder: 'inbox', threadId: null, writing: false }],
    [{ thread: 'thr-1' }, { folder: 'inbox', threadId: 'thr-1', writing: false }],
    [{ thread: '../x' }, { folder: 'inbox', threadId: null, writing: false }],
    [{ folder: ['sent', 'inbox'] }, { folder: 'inbox', threadId: null, writing: false }],
  ])('%j → %j', (query, expected) => {
    expect(readPostboxQuery(query)).toEqual(expected)
  })
})
