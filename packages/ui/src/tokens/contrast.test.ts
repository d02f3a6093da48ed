import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio, readColorTokens } from './contrast'

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8')
const tokens = readColorTokens(css)

function token(name: string) {
  const value = tokens.get(name)
  if (!value) throw new Error(`Missing token --color-${name}`)
  return value
}

const textPairs: Array<[foreground: string, background: string]> = [
  ['foreground', 'background'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['foreground', 'muted'],
  ...['primary', 'success', 'warning', 'danger', 'info'].flatMap(
    (role): Array<[string, string]> => [
      [`${role}-foreground`, role],
      [`${role}-subtle-foreground`, `${role}-subtle`],
      [role, 'background'],
    ],
  ),
  ['primary-foreground', 'primary-hover'],
  ['danger-foreground', 'danger-hover'],
  ['hero-foreground', 'hero'],
  ['hero-muted', 'hero'],
  ['hero-accent', 'hero'],
  ['foreground', 'surface'],
  ['muted-foreground', 'surface'],
  ['primary', 'surface'],
]

describe('colour tokens', () => {
  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })

  it.each(textPairs)('text %s on %s meets AA (4.5:1)', (foreground, background) => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5)
  })

  it('has a brand scale from 50 to 950 that darkens at every step', () => {
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]
    const luminance = steps.map((step) => contrastRatio(token(`brand-${step}`), '#ffffff'))
    expect(luminance).toEqual([...luminance].sort((a, b) => a - b))
  })

  it.each([500, 600, 700, 800, 900, 950])('white text on brand-%i meets AA', (step) => {
    expect(contrastRatio('#ffffff', token(`brand-${step}`))).toBeGreaterThanOrEqual(4.5)
  })

  it.each([50, 100, 200, 300])('brand-%i text on the hero (brand-950) meets AA', (step) => {
    expect(contrastRatio(token(`brand-${step}`), token('hero'))).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['focus-ring', 'background'],
    ['focus-ring', 'neutral-50'],
    ['input', 'background'],
    ['hero-accent', 'hero'],
  ])('non-text %s on %s meets 3:1', (foreground, background) => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(3)
  })
})
