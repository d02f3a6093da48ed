import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const bankDir = fileURLToPath(new URL('.', import.meta.url))
const servicesDir = fileURLToPath(new URL('../services/', import.meta.url))

async function sourcesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('the bank core', () => {
  it('imports no service: services build on the core, never the reverse', async () => {
    const upward: string[] = []
    for (const file of await sourcesOf(bankDir)) {
      const text = await readFile(file, 'utf8')
      for (const [, target = ''] of text.matchAll(/from '(\.[^']*)'/g)) {
        if (`${path.resolve(path.dirname(file), target)}/`.startsWith(servicesDir)) {
          upward.push(`${path.relative(bankDir, file)} → ${target}`)
        }
      }
    }
    expect(upward).toEqual([])
  })
})
