import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { roleRightsMarkdown } from './may-perform'

/** A markdown table as rows of trimmed cells, so column padding by the formatter does not count. */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim())))

describe('README rights table', () => {
  it('is the table the rules give, so the documentation cannot drift', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
    const table = readme
      .split('<!-- rights-table:start -->')[1]
      ?.split('<!-- rights-table:end -->')[0]
    expect(cells(table ?? '')).toEqual(cells(roleRightsMarkdown()))
  })
})
