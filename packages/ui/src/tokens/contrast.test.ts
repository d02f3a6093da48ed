import { describe, expect, it } from 'vitest'
import { colorTokens } from './colors'
import { contrastRatio } from './contrast'

const themes = ['light', 'dark'] as const

function token(name: string, theme: (typeof themes)[number]) {
  const value = colorTokens[name]?.[theme]
  if (!value) throw new Error(`Missing token --pui-color-${name}`)
  return value
}

const textPairs: Array<[foreground: string, background: string]> = [
  ['foreground', 'background'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['foreground', 'muted'],
  ['foreground', 'surface-raised'],
  ['muted-foreground', 'surface-raised'],
  ['foreground', 'hover'],
  ['foreground', 'hover-strong'],
  ...['primary', 'success', 'warning', 'danger', 'info'].flatMap(
    (role): Array<[string, string]> => [
      [`${role}-foreground`, role],
      [`${role}-subtle-foreground`, `${role}-subtle`],
      [role, 'background'],
      [role, 'surface-raised'],
    ],
  ),
  ['foreground', 'primary-subtle'],
  ['primary', 'primary-subtle'],
  ['primary-foreground', 'primary-hover'],
  ['danger-foreground', 'danger-hover'],
  ['primary-hover', 'background'],
  ['hero-foreground', 'hero'],
  ['hero-muted', 'hero'],
  ['hero-accent', 'hero'],
  ['foreground', 'surface'],
  ['muted-foreground', 'surface'],
  ['primary', 'surface'],
]

const nonTextPairs: Array<[foreground: string, background: string]> = [
  ['focus-ring', 'background'],
  ['focus-ring', 'surface'],
  ['focus-ring', 'surface-raised'],
  ['input', 'background'],
  ['input', 'surface-raised'],
  ['hero-accent', 'hero'],
]

describe('colour tokens', () => {
  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })

  describe.each(themes)('%s theme', (theme) => {
    it.each(textPairs)('text %s on %s meets AA (4.5:1)', (foreground, background) => {
      const ratio = contrastRatio(token(foreground, theme), token(background, theme))
      expect(ratio).toBeGreaterThanOrEqual(4.5)
    })

    it.each(nonTextPairs)('non-text %s on %s meets 3:1', (foreground, background) => {
      const ratio = contrastRatio(token(foreground, theme), token(background, theme))
      expect(ratio).toBeGreaterThanOrEqual(3)
    })
  })

  it('has a brand scale from 50 to 950 that darkens at every step in the light theme', () => {
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]
    const ratios = steps.map((step) => contrastRatio(token(`brand-${step}`, 'light'), '#ffffff'))
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b))
  })

  it('turns the scales round in the dark theme, so a low step stays a quiet fill', () => {
    expect(token('neutral-50', 'dark')).toBe(token('neutral-900', 'light'))
    expect(token('brand-950', 'dark')).toBe(token('brand-50', 'light'))
  })

  it.each([500, 600, 700, 800, 900, 950])('white text on light brand-%i meets AA', (step) => {
    expect(contrastRatio('#ffffff', token(`brand-${step}`, 'light'))).toBeGreaterThanOrEqual(4.5)
  })
})
