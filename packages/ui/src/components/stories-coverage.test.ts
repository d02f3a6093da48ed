import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const componentsDir = fileURLToPath(new URL('.', import.meta.url))

const componentFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file),
)

describe('every component file has stories beside it', () => {
  it('finds component files', () => {
    expect(componentFiles.length).toBeGreaterThan(10)
  })

  it.each(componentFiles)('%s', (file) => {
    expect(existsSync(`${componentsDir}${file.replace(/\.tsx$/, '.stories.tsx')}`)).toBe(true)
  })
})
