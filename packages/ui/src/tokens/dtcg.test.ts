import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { colorTokens } from './colors'
import { tokensCss } from './css'
import { designTokens, extension } from './dtcg'

// The W3C design-tokens files of the package (dist/tokens.json, tokens.dark.json): what the build
// writes from designTokens(), checked against the tokens stylesheet the components use.
const themes = ['light', 'dark'] as const
type Node = { [key: string]: unknown }
type Leaf = { path: string; token: Node }

/** Every token of a DTCG document with its path; a group is an object without `$value`. */
function tokensOf(node: Node, path: string[] = []): Leaf[] {
  if ('$value' in node) return [{ path: path.join('.'), token: node }]
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, child]) => {
      if (typeof child !== 'object' || child === null) throw new Error(`${key} is not a token`)
      return tokensOf(child as Node, [...path, key])
    })
}

const cssVariable = (token: Node) =>
  (token.$extensions as Record<string, { cssVariable?: string }> | undefined)?.[extension]
    ?.cssVariable

/** The custom properties the tokens stylesheet declares. */
const stylesheetVariables = [
  ...new Set([...tokensCss().matchAll(/^\s+(--pui-[\w-]+):/gm)].map((match) => match[1])),
].sort()

const types = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'shadow',
]

describe.each(themes)('tokens of the %s theme (W3C DTCG)', (theme) => {
  const tokens = tokensOf(designTokens(theme))

  it('are all tokens with a $value and a known $type', () => {
    expect(tokens.length).toBeGreaterThan(100)
    for (const { path, token } of tokens) {
      expect(token.$value, path).toBeDefined()
      expect(types, path).toContain(token.$type)
    }
  })

  it('name the CSS custom properties of the tokens stylesheet, each once', () => {
    const names = tokens.map(({ token }) => cssVariable(token))
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(stylesheetVariables)
  })

  it("carry the theme's colours", () => {
    for (const [name, token] of Object.entries(colorTokens)) {
      const hex = token[theme].startsWith('#') ? token[theme].slice(0, 7) : undefined
      const value = tokens.find(({ path }) => path === `color.${name}`)?.token.$value
      if (hex) expect((value as { hex: string }).hex, name).toBe(hex)
    }
  })
})

describe('the built token files', () => {
  const dist = new URL('../../dist/', import.meta.url)
  const files = { light: 'tokens.json', dark: 'tokens.dark.json' } as const

  it('has both themes with the same token names', () => {
    const [light, dark] = themes.map((theme) =>
      tokensOf(designTokens(theme)).map(({ path }) => path),
    )
    expect(dark).toEqual(light)
    expect(designTokens('dark').color.background?.$value).not.toEqual(
      designTokens('light').color.background?.$value,
    )
  })

  it.skipIf(!existsSync(new URL('tokens.json', dist))).each(themes)(
    'dist/%s file is what designTokens writes (else run the build)',
    (theme) => {
      const built = JSON.parse(readFileSync(new URL(files[theme], dist), 'utf8'))
      expect(built).toEqual(designTokens(theme))
    },
  )
})
