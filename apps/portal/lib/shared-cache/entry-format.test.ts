import { describe, expect, it } from 'vitest'
import { entryFormat } from './entry-format.mjs'

const page = {
  lastModified: 1_764_000_000_000,
  lifespan: null,
  tags: ['offers'],
  value: { kind: 'APP_PAGE', html: '<p>3.10 %</p>', rscData: 'cnNj', status: 200, headers: {} },
}

describe('the shared cache entry format', () => {
  it('reads back what it wrote', () => {
    expect(entryFormat.deserialize(entryFormat.serialize(page))).toEqual(page)
  })

  it('treats a corrupt or cut-short entry as a miss', () => {
    const stored = entryFormat.serialize(page)
    expect(entryFormat.deserialize(stored.slice(0, 40))).toBeNull()
    expect(entryFormat.deserialize('not json at all')).toBeNull()
    expect(entryFormat.deserialize('null')).toBeNull()
  })

  it('treats an entry of an older format as a miss', () => {
    const next14Page = { ...page, value: { kind: 'PAGE', html: '<p/>', pageData: {} } }
    const withoutTags = { lastModified: page.lastModified, value: page.value }
    const pageWithoutHtml = { ...page, value: { kind: 'APP_PAGE', rscData: 'cnNj' } }
    for (const entry of [next14Page, withoutTags, pageWithoutHtml])
      expect(entryFormat.deserialize(JSON.stringify(entry))).toBeNull()
  })
})
