import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import manifest from '../../package.json' with { type: 'json' }

// The promise of the README: every `cva` variant set a component defines (through `variants()`
// or `cva()`) is exported beside it, from the family's entry `@portal/ui/<family>`. A new set
// that its index.ts does not export fails here.
const componentsDir = fileURLToPath(new URL('.', import.meta.url))
const families = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Names of the variant sets a family's source files define, exported or not. */
function variantSets(family: string) {
  const files = readdirSync(`${componentsDir}${family}`).filter(
    (file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file),
  )
  return files.flatMap((file) => {
    const source = readFileSync(`${componentsDir}${family}/${file}`, 'utf8')
    return [...source.matchAll(/^(?:export )?const (\w+) = (?:variants|cva)\(/gm)].map(
      (match) => match[1] ?? '',
    )
  })
}

describe('variant sets are exported from the public entries', () => {
  it('publishes each family at @portal/ui/<family> from its index', () => {
    expect(manifest.exports['./*']).toEqual({
      types: './dist/components/*/index.d.ts',
      default: './dist/components/*/index.js',
    })
  })

  it('finds the variant sets of the components', () => {
    const names = families.flatMap(variantSets)
    expect(names).toEqual(expect.arrayContaining(['buttonVariants', 'consentBannerVariants']))
    expect(names.filter((name) => name.endsWith('Variants')).length).toBeGreaterThanOrEqual(10)
  })

  // The first import transforms the family and its Radix dependencies; on CI's busy 2 cores
  // (story browsers running beside it) that took more than the default 5 s.
  it.each(families.filter((family) => variantSets(family).length > 0))(
    '%s',
    async (family) => {
      const entry: Record<string, unknown> = await import(`./${family}/index.ts`)
      for (const name of variantSets(family)) {
        expect(typeof entry[name], `${name} exported from @portal/ui/${family}`).toBe('function')
      }
    },
    30_000,
  )
})
