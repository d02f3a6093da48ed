import { colorTokens } from './colors'
import {
  type FoundationGroup,
  fontTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  spacingTokens,
  textTokens,
  trackingTokens,
  weightTokens,
} from './foundations'

/** Prefix of every CSS variable and Tailwind theme key of the design system. */
export const prefix = 'pui'

const banner =
  '/* Generated from src/tokens/*.ts by `npm run tokens -w @portal/ui`: do not edit. */'

type Declaration = [name: string, value: string]

function group(kind: string, tokens: FoundationGroup, theme: 'light' | 'dark'): Declaration[] {
  return Object.entries(tokens).map(([name, token]) => [
    `--${prefix}-${kind}${name}`,
    theme === 'dark' ? (token.dark ?? token.value) : token.value,
  ])
}

function themed(theme: 'light' | 'dark'): Declaration[] {
  return [
    ...Object.entries(colorTokens).map(
      ([name, token]): Declaration => [`--${prefix}-color-${name}`, token[theme]],
    ),
    ...group('shadow-', shadowTokens, theme),
  ]
}

function constant(): Declaration[] {
  return [
    ...group('', fontTokens, 'light'),
    ...Object.entries(textTokens).flatMap(([name, token]): Declaration[] => [
      [`--${prefix}-text-${name}`, token.value],
      [`--${prefix}-text-${name}-line-height`, token.lineHeight],
    ]),
    ...group('font-weight-', weightTokens, 'light'),
    ...group('tracking-', trackingTokens, 'light'),
    ...group('', spacingTokens, 'light'),
    ...group('radius-', radiusTokens, 'light'),
    ...group('', motionTokens, 'light'),
  ]
}

/** A declaration as Biome formats it: a long comma list continues on lines of at most 100. */
function declaration(indent: string, name: string, value: string) {
  const line = `${indent}  ${name}: ${value};`
  if (line.length <= 100 || !value.includes(', ')) return line
  const lines: string[] = []
  let current = `${indent}   `
  for (const [index, part] of value.split(', ').entries()) {
    const piece = ` ${part}${index === value.split(', ').length - 1 ? ';' : ','}`
    if (current.length + piece.length > 100) {
      lines.push(current)
      current = `${indent}   `
    }
    current += piece
  }
  return [`${indent}  ${name}:`, ...lines, current].join('\n')
}

function block(selector: string, declarations: Declaration[], indent = '') {
  const body = declarations.map(([name, value]) => declaration(indent, name, value)).join('\n')
  return `${indent}${selector} {\n${body}\n${indent}}`
}

const attribute = (theme: string) => `[data-${prefix}-theme="${theme}"]`

/** The selectors that pin a theme on an element and what is inside it: attribute or class. */
const pinned = (theme: 'light' | 'dark') => `${attribute(theme)}, .${prefix}-${theme}`

/**
 * CSS variables of both themes. Without a choice the page follows the operating system
 * (`prefers-color-scheme`); `data-pui-theme="light|dark"` or the class `pui-light`/`pui-dark`
 * on any element pins a theme there, `data-pui-theme="system"` follows the system again inside
 * a pinned part. Every selector is in `:where()`, so the later rule wins and an app's own
 * selector always wins.
 */
export function tokensCss() {
  const system = `:root, ${attribute('system')}`
  return [
    banner,
    block(':where(:root)', constant()),
    block(`:where(${system}, ${pinned('light')})`, themed('light')),
    block(`:where(${system})`, [['color-scheme', 'light dark']]),
    block(`:where(${pinned('light')})`, [['color-scheme', 'light']]),
    // a <html> pinned to light keeps its light values in a dark system
    `@media (prefers-color-scheme: dark) {\n${block(`:where(:root:not(${pinned('light')}), ${attribute('system')})`, themed('dark'), '  ')}\n}`,
    block(`:where(${pinned('dark')})`, [['color-scheme', 'dark'], ...themed('dark')]),
  ].join('\n\n')
}

function themeKeys(alias: (kind: string, name: string) => string): Declaration[] {
  const keys = (kind: string, variable: string, names: string[]) =>
    names.map((name): Declaration => [alias(kind, name), `var(--${prefix}-${variable}${name})`])
  return [
    ...keys('color', 'color-', Object.keys(colorTokens)),
    ...keys('radius', 'radius-', Object.keys(radiusTokens)),
    ...keys('shadow', 'shadow-', Object.keys(shadowTokens)),
    ...keys('tracking', 'tracking-', Object.keys(trackingTokens)),
    ...keys('font', 'font-', ['sans', 'mono']),
  ]
}

/** Tailwind v4 theme keys under the prefix (`bg-pui-primary`): nothing of the app's is replaced. */
export function tailwindThemeCss() {
  const declarations = themeKeys((kind, name) => `--${kind}-${prefix}-${name}`)
  return `${banner}\n\n${block('@theme inline', declarations)}\n`
}
