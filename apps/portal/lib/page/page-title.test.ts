import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadMessages, type Messages } from '@/messages/catalogue'

const app = new URL('../../app', import.meta.url).pathname

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every `pageTitle('Namespace.key')` of the route files, with the file that asks for it. */
const titles = sourceFiles(app).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/pageTitle\('([^']+)'\)/g)].map(
    (match) => [match[1] ?? '', file.slice(app.length)] as const,
  ),
)

const messageAt = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages)

describe('page titles of the customer pages', () => {
  it('are found in the route files', () => {
    expect(titles.length).toBeGreaterThan(10)
  })

  it.each(titles)('%s (%s) is a message of the English catalogue', async (path) => {
    expect(typeof messageAt(await loadMessages('en'), path)).toBe('string')
  })
})
